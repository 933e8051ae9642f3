/** Nothing lost across a disconnect: the missed-alarm feed after a reconnect (harness: test/support/alarmCenterHarness.tsx). */
import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeWebSocket } from '../../../test/support/fakeWebSocket';
import { alarmMessage } from '../../../test/support/alarmMessage';
import { setUpAlarmCenter, ALARM_NOW_MS } from '../../../test/support/alarmCenterHarness';

const { world, renderAlarms, send, panel, bell, itemIds, aFrameLater } = setUpAlarmCenter();

describe('nothing lost across a disconnect', () => {
  it('asks nothing on the first connection; after a reconnect fetches what came after the last alarm seen, once each', async () => {
    const { ws } = await renderAlarms();
    send(ws, alarmMessage(3));
    await waitFor(() => expect(itemIds()).toEqual([3]));
    expect(world.feedAsks).toEqual([]);

    // the platform raised 4 and 5 while the socket was down
    world.feed = [alarmMessage(2), alarmMessage(3), alarmMessage(4), alarmMessage(5)];
    act(() => ws.drop());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    const again = FakeWebSocket.last();
    act(() => again.accept());
    // 5 also comes late over the new socket: shown once
    send(again, alarmMessage(5));
    await waitFor(() => expect(itemIds()).toEqual([5, 4, 3]));
    expect(world.feedAsks).toEqual([3]);
    await aFrameLater();
    expect(itemIds()).toEqual([5, 4, 3]);
    expect(within(bell()).getByText('3')).toBeInTheDocument();
  });

  it('fetches page after page when more than a page was missed', async () => {
    const { ws } = await renderAlarms();
    send(ws, alarmMessage(1));
    await waitFor(() => expect(itemIds()).toEqual([1]));
    world.feed = Array.from({ length: 130 }, (_, i) => alarmMessage(i + 2));
    act(() => ws.drop());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    act(() => FakeWebSocket.last().accept());
    await waitFor(() => expect(within(bell()).getByText('99+')).toBeInTheDocument());
    expect(world.feedAsks).toEqual([1, 101]);
    expect(itemIds()[0]).toBe(131);
  });

  it('with no alarm seen before the disconnect, counts as missed only the alarms of readings since shortly before it', async () => {
    const { ws } = await renderAlarms();
    const disconnectedAt = ALARM_NOW_MS / 1000;
    world.feed = [alarmMessage(1, { dataTimestamp: disconnectedAt - 86_400 }), alarmMessage(2, { dataTimestamp: disconnectedAt + 5 })];
    act(() => ws.drop());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    act(() => FakeWebSocket.last().accept());
    await panel();
    await waitFor(() => expect(itemIds()).toEqual([2]));
    expect(world.feedAsks).toEqual([0]);
  });
});

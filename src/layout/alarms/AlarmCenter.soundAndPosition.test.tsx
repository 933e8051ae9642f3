/** The alarm sound (autoplay rules, mute per user) and moving the panel (harness: test/support/alarmCenterHarness.tsx). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudioContext } from '../../../test/support/fakeAudioContext';
import { FakeWebSocket } from '../../../test/support/fakeWebSocket';
import { PANEL_KEY_STEP } from './usePanelPosition';
import { prefs } from '../../api';
import { alarmMessage } from '../../../test/support/alarmMessage';
import { setUpAlarmCenter } from '../../../test/support/alarmCenterHarness';

const { world, renderAlarms, send, panel, bell, itemIds, aFrameLater } = setUpAlarmCenter();

describe('the alarm sound', () => {
  beforeEach(() => vi.stubGlobal('AudioContext', FakeAudioContext));

  it('plays nothing before the first user interaction, then once per burst, and not while muted', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { ws } = await renderAlarms();
    send(ws, alarmMessage(1));
    await panel();
    // autoplay rules: no sound, not even an AudioContext, before the user did something
    expect(FakeAudioContext.instances).toHaveLength(0);
    expect(FakeAudioContext.beeps()).toBe(0);

    fireEvent.pointerDown(document.body);
    send(ws, ...Array.from({ length: 50 }, (_, i) => alarmMessage(i + 10)));
    await waitFor(() => expect(FakeAudioContext.beeps()).toBe(1));
    now += 60_000;
    send(ws, alarmMessage(100));
    await waitFor(() => expect(FakeAudioContext.beeps()).toBe(2));

    const mute = screen.getByRole('switch', { name: 'Mute the alarm sound' });
    expect(mute).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(mute);
    expect(mute).toHaveAttribute('aria-checked', 'true');
    now += 60_000;
    send(ws, alarmMessage(101));
    await waitFor(() => expect(itemIds()[0]).toBe(101));
    await aFrameLater();
    expect(FakeAudioContext.beeps()).toBe(2);
  });

  it('remembers the mute switch per user', async () => {
    const first = await renderAlarms({ username: 'admin0001' });
    await userEvent.click(bell());
    await userEvent.click(within(await panel()).getByRole('switch', { name: 'Mute the alarm sound' }));
    expect(prefs.isAlarmMuted('admin0001')).toBe(true);
    first.unmount();
    world.socket?.stop();

    FakeWebSocket.reset();
    const other = await renderAlarms({ username: 'operator01' });
    await userEvent.click(bell());
    expect(within(await panel()).getByRole('switch', { name: 'Mute the alarm sound' })).toHaveAttribute('aria-checked', 'false');
    other.unmount();
    world.socket?.stop();

    FakeWebSocket.reset();
    await renderAlarms({ username: 'admin0001' });
    await userEvent.click(bell());
    expect(within(await panel()).getByRole('switch', { name: 'Mute the alarm sound' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('moving the panel', () => {
  const position = (el: HTMLElement) => ({
    x: parseFloat(el.style.left || getComputedStyle(el).left),
    y: parseFloat(el.style.top || getComputedStyle(el).top),
  });

  it('moves with the arrow keys on its title bar and by dragging it, always inside the window', async () => {
    await renderAlarms();
    await userEvent.click(bell());
    const dialog = await panel();
    const handle = within(dialog).getByTestId('alarm-panel-handle');
    expect(handle).toHaveAccessibleName(/arrow keys/);
    const start = position(dialog);

    act(() => handle.focus());
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    expect(position(dialog)).toEqual({ x: start.x - PANEL_KEY_STEP, y: start.y + PANEL_KEY_STEP });

    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 500, clientY: 100 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 400, clientY: 150 });
    expect(position(dialog)).toEqual({ x: start.x - PANEL_KEY_STEP - 100, y: start.y + PANEL_KEY_STEP + 50 });
    // far past the top-left corner: it stops at the edge
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: -5000, clientY: -5000 });
    expect(position(dialog)).toEqual({ x: 0, y: 0 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 600, clientY: 300 });
    expect(position(dialog)).toEqual({ x: 0, y: 0 });

    // the buttons of the title bar are pressed, not dragged
    fireEvent.pointerDown(within(dialog).getByRole('button', { name: 'Clear all alarms' }), { button: 0, pointerId: 2, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(handle, { pointerId: 2, clientX: 300, clientY: 300 });
    expect(position(dialog)).toEqual({ x: 0, y: 0 });
  });

  it('spans the width at phone width (below 600 px)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width:\s*599/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    await renderAlarms();
    await userEvent.click(bell());
    const dialog = await panel();
    expect(getComputedStyle(dialog).width).toBe('100%');
    expect(position(dialog).x).toBe(0);
  });
});

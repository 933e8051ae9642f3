/**
 * The alarm session page against the real platform in-process: without an id a hint; with one,
 * the alarm's facts, its timeline in time order whatever order it was written in, the readings of
 * its time beside it, and acknowledging it from here adds to the timeline.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchServerRoutes } from '../../../src/providers/routesProvider';
import { ingestReadings } from '../../../server/services/readings/ingest';
import { insertAlarm, insertAlarmEvents } from '../../../test/support/alarmPageFixture';
import { addFleetDevice, newFleet, type Fleet } from '../../../test/support/fleetFixture';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { insertReadings, minuteReadings } from '../../../test/support/readingsFixture';
import { AlarmSessionPage } from './AlarmSessionPage';

vi.setConfig({ testTimeout: 30_000 });
// the platform answers in-process: on a loaded machine a page's first answer can take over a second
configure({ asyncUtilTimeout: 5000 });

const harness = loggedInPlatform();
let fleet: Fleet;
let device: number;
let now: number;

beforeEach(async () => {
  const { platform } = harness();
  await fetchServerRoutes();
  now = Math.floor(platform.clock.now() / 1000);
  fleet = await newFleet(platform, 'admin0001');
  device = await addFleetDevice(platform, fleet, { name: 'ASP fridge', number: '88720001' });
});

/** Charts measure their box: give them one, as a browser would. */
function layOut(width = 640) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width,
    height: 300,
    left: 0,
    top: 0,
    right: width,
    bottom: 300,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
}

const render = (path: string) => renderLivePage(<AlarmSessionPage component="/alarm/session/index" name="AlarmSession" />, { path, pattern: '/alarm/session' });
const entries = () =>
  within(screen.getByTestId('alarm-timeline'))
    .getAllByRole('listitem')
    .map((item) => [item.getAttribute('data-kind'), item.textContent]);

describe('AlarmSessionPage', () => {
  it('without an alarm, says where to open one', async () => {
    await render('/alarm/session');
    expect(screen.getByTestId('alarm-session-hint')).toHaveTextContent('Open an alarm from the alarm history to see its session.');
    expect(screen.getByRole('link', { name: 'Open the alarm history' })).toHaveAttribute('href', '/alarm/history');
  });

  it('shows the timeline in time order beside the readings of that time', async () => {
    layOut();
    const { platform } = harness();
    const opened = now - 2 * 3600;
    const alarm = await insertAlarm(platform, fleet, {
      deviceId: device,
      createdAt: opened,
      peak: 9.6,
      threshold: 8,
      level: 2,
      ended: { at: now - 3600, reason: 'manual', by: 'admin0001', comment: 'Stock moved' },
    });
    // written out of order: the page orders by time
    await insertAlarmEvents(platform, fleet, alarm, [
      { kind: 'ended', ts: now - 3600, actor: 'admin0001', detail: { reason: 'manual', comment: 'Stock moved' } },
      { kind: 'opened', ts: opened, level: 1, detail: { value: '9.2 °C', threshold: '8.0 °C' } },
      { kind: 'notification', ts: opened + 60, level: 1, detail: { channel: 'voice', receiverName: 'Zhang San', state: 'unsent', reason: 'voicePerMinute' } },
      { kind: 'level', ts: opened + 1800, level: 2 },
      { kind: 'notification', ts: opened + 1800, level: 2, detail: { channel: 'sms', receiverName: 'Li Si', state: 'success' } },
    ]);
    await insertReadings(
      platform,
      device,
      minuteReadings(opened - 1800, 120, (i) => ({ temperature: i < 30 ? 5 : i < 90 ? 9 + (i % 5) / 10 : 6 })),
    );
    await render(`/alarm/session?id=${alarm}`);
    expect(await screen.findByRole('heading', { name: `Alarm ${alarm}: 88720001, Temperature high` })).toBeInTheDocument();
    expect(screen.getByTestId('alarm-summary')).toHaveTextContent('9.6 °C / 8.0 °C');
    expect(screen.getByTestId('alarm-summary')).toHaveTextContent('Closed manually · admin0001 · Stock moved');
    expect(entries()).toEqual([
      ['opened', expect.stringContaining('Opened9.2 °C against the limit 8.0 °C')],
      ['notification', expect.stringContaining('NotificationVoice → Zhang San: Unsent — Voice alarms allow 1 call per minute per called number')],
      ['level', expect.stringContaining('Level reachedLevel 2')],
      ['notification', expect.stringContaining('NotificationSMS → Li Si: Success')],
      ['ended', expect.stringContaining('admin0001EndedClosed manually — Stock moved')],
    ]);
    expect(await screen.findByTestId('alarm-session-chart-summary')).toHaveTextContent(/^Temperature from .+: lowest 5\.0 °C, highest 9\.4 °C\.$/);
    // the curve, with the limit drawn as a line and named
    const chart = screen.getByTestId('alarm-session-chart');
    // drawn once the box has measured its width, a render after the sentence under it
    await waitFor(() => expect(chart.querySelector('svg path')).not.toBeNull());
    expect(chart).toHaveTextContent('Limit 8.0 °C');
    // ended: nothing left to do
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('says why a data timeout ended, in the facts and on the timeline (an alarm of the real engine, issue 26)', async () => {
    layOut();
    const { platform } = harness();
    const t0 = now - 3 * 3600;
    // two breaches, then nothing for an hour: the device went silent
    await ingestReadings(
      platform.app,
      [
        { number: '88720001', ts: t0, temperature: 9.5 },
        { number: '88720001', ts: t0 + 60, temperature: 9.8 },
        { number: '88720001', ts: t0 + 3660, temperature: 5 },
      ],
      { recorded: true },
    );
    const alarm = await platform.app.db.selectFrom('alarms').select('id').where('device_id', '=', device).executeTakeFirstOrThrow();
    await render(`/alarm/session?id=${alarm.id}`);
    expect(await screen.findByRole('heading', { name: `Alarm ${alarm.id}: 88720001, Temperature high` })).toBeInTheDocument();
    expect(screen.getByTestId('alarm-summary')).toHaveTextContent('9.8 °C / 8.0 °C');
    expect(screen.getByTestId('alarm-summary')).toHaveTextContent('Device silent: no data for 10 minutes');
    expect(entries()).toEqual([
      ['opened', expect.stringContaining('Opened')],
      ['ended', expect.stringContaining('EndedDevice silent: no data for 10 minutes')],
    ]);
  });

  it('acknowledges from the session, and the timeline shows it', async () => {
    const user = userEvent.setup();
    const { platform } = harness();
    const alarm = await insertAlarm(platform, fleet, { deviceId: device, createdAt: now - 600 });
    await insertAlarmEvents(platform, fleet, alarm, [{ kind: 'opened', ts: now - 600, level: 1 }]);
    await render(`/alarm/session?id=${alarm}`);
    await user.click(within(await screen.findByRole('toolbar', { name: 'Actions on this alarm' })).getByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge 1 alarm' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'On my way');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByTestId('alarm-action-result')).toHaveTextContent('1 alarm acknowledged.');
    await waitFor(() => expect(entries().map(([kind]) => kind)).toEqual(['opened', 'acknowledged', 'comment']));
    expect(entries()[2]![1]).toContain('On my way');
    const actions = screen.getByRole('toolbar', { name: 'Actions on this alarm' });
    expect(within(actions).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('answers an alarm the user may not see as a failure', async () => {
    await render('/alarm/session?id=99999999');
    expect(await screen.findByTestId('alarm-session-error')).toBeInTheDocument();
  });
});

/**
 * The alarm history against the real platform in-process: the alarms of a fleet of its own (its
 * organization in the address), the 100-row truncation, the filters in the address and the
 * request, acknowledge with a handling solution, close with a required reason and a
 * confirmation.
 * Without the edit code: AlarmHistoryPage.operator.test.tsx.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { insertAlarm, insertAlarms } from '../../../test/support/alarmPageFixture';
import { ADMIN } from '../../../test/support/platformClient';
import { choose, historyRows as rows, historySuite as suite, renderHistory as render } from '../../../test/support/alarmHistorySuite';
import { PLATFORM_API } from '../../../test/support/platformServer';

vi.setConfig({ testTimeout: 30_000 });
// the platform answers in-process: on a loaded machine a page's first answer can take over a second
configure({ asyncUtilTimeout: 5000 });

const DAY = 86_400;

describe('AlarmHistoryPage (admin0001: every code)', () => {
  const { harness, state } = suite(ADMIN);

  async function threeAlarms() {
    const { platform } = harness();
    const { fleet, now, hot, dry } = state;
    const opened = await insertAlarm(platform, fleet, { deviceId: hot, createdAt: now - 3 * 3600, peak: 9.6, threshold: 8, level: 2 });
    const acknowledged = await insertAlarm(platform, fleet, {
      deviceId: dry,
      kind: 'humidity_high',
      createdAt: now - 2 * 3600,
      peak: 86.5,
      threshold: 80,
      acknowledged: { at: now - 3600, by: 'admin0001', comment: 'Door left open, closed it' },
    });
    const ended = await insertAlarm(platform, fleet, {
      deviceId: hot,
      kind: 'offline',
      createdAt: now - 2 * DAY,
      peak: null,
      threshold: null,
      ended: { at: now - 2 * DAY + 5400, reason: 'dataTimeout' },
    });
    return { opened, acknowledged, ended };
  }

  it('lists the alarms of the range, newest first, each with its figures and a link to its session', async () => {
    const { opened, acknowledged, ended } = await threeAlarms();
    await render(`/alarm/history?organizationId=${state.fleet.organizationId}`);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByTestId('alarm-history-total')).toHaveTextContent('3 alarms');
    const [second, first, old] = rows();
    expect(second).toHaveTextContent('88700002');
    expect(second).toHaveTextContent('Humidity high');
    expect(second).toHaveTextContent('86.5 %RH / 80.0 %RH');
    expect(second).toHaveTextContent('Open, acknowledged');
    expect(second).toHaveTextContent('Door left open, closed it');
    expect(first).toHaveTextContent('Temperature high');
    expect(first).toHaveTextContent('Level 2');
    expect(first).toHaveTextContent('9.6 °C / 8.0 °C');
    expect(first).toHaveTextContent('Open, not acknowledged');
    expect(first).toHaveTextContent('3 h');
    expect(old).toHaveTextContent('Offline');
    expect(old).toHaveTextContent('Ended');
    expect(old).toHaveTextContent('Data timeout');
    expect(old).toHaveTextContent('1 h 30 min');
    expect(within(first!).getByRole('link', { name: '88700001' })).toHaveAttribute('href', `/alarm/session?id=${opened}`);
    expect(within(second!).getByRole('link', { name: '88700002' })).toHaveAttribute('href', `/alarm/session?id=${acknowledged}`);
    expect(within(old!).getByRole('link', { name: '88700001' })).toHaveAttribute('href', `/alarm/session?id=${ended}`);
    expect(screen.queryByTestId('alarm-history-truncated')).toBeNull();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeEnabled();
    // no range in the address: the longest, 31 days, ending now
    const asked = state.requests.at(-1)!;
    expect(Number(asked.searchParams.get('end')) - Number(asked.searchParams.get('start'))).toBe(31 * DAY);
  });

  it('shows the newest 100 when more were cut, says how to get the rest, and exports all of them', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:alarm-history';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { platform } = harness();
    await insertAlarms(
      platform,
      state.fleet,
      Array.from({ length: 105 }, (_, i) => ({
        deviceId: state.hot,
        createdAt: state.now - 600 - i * 60,
        ended: { at: state.now - 300 - i * 60, reason: 'dataTimeout' },
      })),
    );
    await render(`/alarm/history?organizationId=${state.fleet.organizationId}`);
    expect(await screen.findByTestId('alarm-history-truncated')).toHaveTextContent(
      'A query returns at most 100 rows; the rest were truncated. To see them, choose a shorter range, or get every row from the export or the download centre.',
    );
    expect(rows()).toHaveLength(100);
    expect(screen.getByTestId('alarm-history-total')).toHaveTextContent('105 alarms');
    // newest first: the 100 shown are the newest (opened 10 min ago, then a minute earlier each), the 5 oldest are not
    const opened = await platform.app.db
      .selectFrom('alarms')
      .select(['id', 'created_at'])
      .where('device_id', '=', state.hot)
      .orderBy('created_at', 'desc')
      .execute();
    expect(opened).toHaveLength(105);
    expect(rows().map((row) => Number(row.getAttribute('data-alarm')))).toEqual(opened.slice(0, 100).map((row) => row.id));

    // the export keeps every alarm of the range, newest first, though the page shows 100
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(opened.map((row) => row.id));
    // a page of 100 rows drawn twice (the export's busy state) is slow in jsdom on a loaded machine
  }, 90_000);

  it('puts the filters into the address and the request; the dashboard link opens the open alarms', async () => {
    const user = userEvent.setup();
    await threeAlarms();
    await render(`/alarm/history?state=open&organizationId=${state.fleet.organizationId}`);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Open');
    expect(state.requests.at(-1)!.searchParams.get('state')).toBe('open');

    await choose(user, 'Kind', 'Humidity high');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('88700002');
    expect(state.requests.at(-1)!.searchParams.get('kind')).toBe('humidity_high');
    expect(screen.getByTestId('where')).toHaveTextContent(`/alarm/history?state=open&organizationId=${state.fleet.organizationId}&kind=humidity_high`);

    await choose(user, 'State', 'Ended');
    expect(await screen.findByTestId('alarm-history-empty')).toHaveTextContent('No alarm matches these filters.');
    expect(screen.getByTestId('where')).toHaveTextContent('state=closed');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // the organization filter is cleared too: the seed's alarms of the company show again
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/alarm\/history$/));
  });

  it('asks for a preset’s latest days, and for a typed range as typed, both in the address', async () => {
    const user = userEvent.setup();
    await render(`/alarm/history?organizationId=${state.fleet.organizationId}`);
    await screen.findByTestId('alarm-history-total');
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/alarm/history?organizationId=${state.fleet.organizationId}&range=7d`));
    await waitFor(() =>
      expect(Number(state.requests.at(-1)!.searchParams.get('end')) - Number(state.requests.at(-1)!.searchParams.get('start'))).toBe(7 * DAY),
    );
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-01T08:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-01-02T08:00' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const start = Math.floor(new Date(2030, 0, 1, 8).getTime() / 1000);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`start=${start}&end=${start + DAY}`));
    await waitFor(() => expect(state.requests.at(-1)!.searchParams.get('start')).toBe(String(start)));
    expect(screen.getByTestId('where')).not.toHaveTextContent('range=');
    expect(screen.getByRole('button', { name: '24 hours' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a range over 31 days at its field without asking', async () => {
    const user = userEvent.setup();
    await render(`/alarm/history?organizationId=${state.fleet.organizationId}`);
    await screen.findByTestId('alarm-history-total');
    const asked = state.requests.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01T00:00' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The time frame cannot be exceeded: at most 31 days')).toBeInTheDocument();
    expect(state.requests).toHaveLength(asked);
  });

  it('acknowledges the selected alarms with a handling solution: the body sent, the result shown', async () => {
    const user = userEvent.setup();
    const { opened, acknowledged } = await threeAlarms();
    const { data: solution } = await createDataProvider().create('triggerDealSolution', {
      data: { name: 'Move the stock', content: 'Stock moved to the spare fridge' },
    });
    await render(`/alarm/history?organizationId=${state.fleet.organizationId}&state=open`);
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(screen.getByRole('checkbox', { name: 'Select all alarms' }));
    expect(screen.getByTestId('alarm-selected')).toHaveTextContent('2 selected');
    // one of the two is acknowledged already: the button says how many it applies to
    await user.click(screen.getByRole('button', { name: 'Acknowledge (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge 1 alarm' });
    await choose(user, 'Solution', 'Move the stock');
    expect(dialog).toHaveTextContent('Stock moved to the spare fridge');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));

    expect(await screen.findByTestId('alarm-action-result')).toHaveTextContent('1 alarm acknowledged.');
    const call = harness().calls.find((c) => c.path === '/api/alarm/acknowledge')!;
    expect(JSON.parse(call.body)).toEqual({ ids: [opened], solutionId: Number(solution.id) });
    await waitFor(() => expect(rows().find((row) => row.getAttribute('data-alarm') === String(opened))).toHaveTextContent('Stock moved to the spare fridge'));
    expect(rows().find((row) => row.getAttribute('data-alarm') === String(opened))).toHaveTextContent('Open, acknowledged');
    expect(rows().find((row) => row.getAttribute('data-alarm') === String(acknowledged))).toHaveTextContent('Door left open, closed it');
  });

  it('asks for a comment or a solution, and at most 500 characters', async () => {
    const user = userEvent.setup();
    const { opened } = await threeAlarms();
    await render(`/alarm/history?organizationId=${state.fleet.organizationId}`);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Actions of alarm ' + opened + ' (device 88700001)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge 1 alarm' });
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(dialog).toHaveTextContent('Pick a solution or type a comment');
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
    await user.click(comment);
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(dialog).toHaveTextContent('At most 500 characters');
    expect(harness().count('POST', '/alarm/acknowledge')).toBe(0);
    await user.clear(comment);
    await user.type(comment, 'Checked on site');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByTestId('alarm-action-result')).toHaveTextContent('1 alarm acknowledged.');
    expect(JSON.parse(harness().calls.find((c) => c.path === '/api/alarm/acknowledge')!.body)).toEqual({ ids: [opened], comment: 'Checked on site' });
  });

  it('closes only with a reason, after a confirmation', async () => {
    const user = userEvent.setup();
    const { opened } = await threeAlarms();
    await render(`/alarm/history?organizationId=${state.fleet.organizationId}`);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: `Actions of alarm ${opened} (device 88700001)` }));
    await user.click(screen.getByRole('menuitem', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close 1 alarm' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent('A reason is required');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Sensor replaced');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close 1 alarm now?' });
    expect(confirm).toHaveTextContent('Reason: Sensor replaced');
    expect(harness().count('POST', '/alarm/close')).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Close the alarm' }));
    expect(await screen.findByTestId('alarm-action-result')).toHaveTextContent('1 alarm closed.');
    expect(JSON.parse(harness().calls.find((c) => c.path === '/api/alarm/close')!.body)).toEqual({ ids: [opened], reason: 'Sensor replaced' });
    const row = () => rows().find((r) => r.getAttribute('data-alarm') === String(opened))!;
    await waitFor(() => expect(row()).toHaveTextContent('Closed manually'));
    expect(row()).toHaveTextContent('Processed');
  });

  it('snoozes for the chosen time', async () => {
    const user = userEvent.setup();
    const { opened } = await threeAlarms();
    await render(`/alarm/history?organizationId=${state.fleet.organizationId}`);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: `Actions of alarm ${opened} (device 88700001)` }));
    await user.click(screen.getByRole('menuitem', { name: 'Snooze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Snooze 1 alarm' });
    await user.click(within(dialog).getByRole('radio', { name: '2 hours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Snooze' }));
    expect(await screen.findByTestId('alarm-action-result')).toHaveTextContent('1 alarm snoozed.');
    expect(JSON.parse(harness().calls.find((c) => c.path === '/api/alarm/snooze')!.body)).toEqual({ ids: [opened], minutes: 120 });
    await waitFor(() => expect(rows().find((r) => r.getAttribute('data-alarm') === String(opened))).toHaveTextContent('Snoozed until'));
  });

  it('shows a failure with a retry, and the empty range', async () => {
    const user = userEvent.setup();
    harness().server.use(http.get(`${PLATFORM_API}/alarm/history`, () => HttpResponse.error(), { once: true }));
    await render(`/alarm/history?organizationId=${state.fleet.organizationId}`);
    const error = await screen.findByTestId('alarm-history-error');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('alarm-history-empty')).toHaveTextContent('No alarm matches these filters.');
  });
});

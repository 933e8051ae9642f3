/**
 * The alarm statistics pages against the real platform in-process, over a range of their own
 * (long before the seed's alarms): the counts by day, kind, level and organization with the mean
 * times, and the reason statistics (ends by reason, acknowledgements by comment and solution).
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { ingestReadings } from '../../../server/services/readings/ingest';
import { insertAlarm } from '../../../test/support/alarmPageFixture';
import { addFleetDevice, newFleet, type Fleet } from '../../../test/support/fleetFixture';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { AlarmStatsPage } from './AlarmStatsPage';
import { ReasonStatsPage } from './ReasonStatsPage';

vi.setConfig({ testTimeout: 30_000 });
// the platform answers in-process: on a loaded machine a page's first answer can take over a second
configure({ asyncUtilTimeout: 5000 });

const DAY = 86_400;
const harness = loggedInPlatform();
let fleet: Fleet;
let device: number;
/** a range long before the seed's alarms (the last 30 days): only this test's show */
let range: { start: number; end: number };

beforeEach(async () => {
  const { platform } = harness();
  const now = Math.floor(platform.clock.now() / 1000);
  range = { start: now - 60 * DAY, end: now - 50 * DAY };
  fleet = await newFleet(platform, 'admin0001');
  device = await addFleetDevice(platform, fleet, { name: 'STA fridge', number: '88730001' });
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

/** A figure's table as [label, count, share] rows. */
const tableOf = (id: string) =>
  within(screen.getByTestId(`alarm-figure-${id}`))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const dayOf = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('AlarmStatsPage', () => {
  it('counts the range’s alarms by day, kind, level and organization, with the mean times', async () => {
    layOut();
    const { platform } = harness();
    const day = range.start + 2 * DAY + 12 * 3600;
    await insertAlarm(platform, fleet, {
      deviceId: device,
      createdAt: day,
      level: 1,
      ended: { at: day + 3600, reason: 'dataTimeout' },
      acknowledged: { at: day + 600, by: 'a', comment: '' },
    });
    await insertAlarm(platform, fleet, {
      deviceId: device,
      createdAt: day + 60,
      kind: 'offline',
      level: 3,
      ended: { at: day + 60 + 7200, reason: 'manual' },
      acknowledged: { at: day + 60 + 1800, by: 'a', comment: '' },
    });
    await insertAlarm(platform, fleet, { deviceId: device, createdAt: day + DAY, level: 1, ended: { at: day + DAY + 1800, reason: 'dataTimeout' } });
    await renderLivePage(<AlarmStatsPage component="/alarm/stats/index" name="AlarmStats" />, {
      path: `/alarm/stats?start=${range.start}&end=${range.end}`,
      pattern: '/alarm/stats',
    });
    expect(await screen.findByTestId('alarm-stats-total')).toHaveTextContent('3');
    // (600 + 1800) / 2 seconds; (3600 + 7200 + 1800) / 3 seconds
    expect(screen.getByTestId('alarm-stats-meanAck')).toHaveTextContent('20 min');
    expect(screen.getByTestId('alarm-stats-meanDuration')).toHaveTextContent('1 h 10 min');
    expect(tableOf('byKind')).toEqual([
      ['Temperature high', '2', '66.7%'],
      ['Temperature low', '0', '0%'],
      ['Humidity high', '0', '0%'],
      ['Humidity low', '0', '0%'],
      ['Offline', '1', '33.3%'],
      ['Low battery', '0', '0%'],
      ['Power off', '0', '0%'],
      ['Unplugged', '0', '0%'],
    ]);
    expect(tableOf('byLevel')).toEqual([
      ['Level 1', '2', '66.7%'],
      ['Level 2', '0', '0%'],
      ['Level 3', '1', '33.3%'],
      ['Level 4', '0', '0%'],
      ['Level 5', '0', '0%'],
    ]);
    expect(tableOf('byOrganization')).toEqual([[expect.stringMatching(/^Fleet test \d+$/), '3', '100%']]);
    const days = tableOf('byDay');
    expect(days.find(([label]) => label === dayOf(day))).toEqual([dayOf(day), '2', '66.7%']);
    expect(days.find(([label]) => label === dayOf(day + DAY))).toEqual([dayOf(day + DAY), '1', '33.3%']);
    expect(days.filter(([, count]) => count !== '0')).toHaveLength(2);
    // the charts beside the tables are drawn (and hidden from screen readers: the tables say the same)
    for (const id of ['byDay', 'byKind', 'byLevel', 'byOrganization']) {
      const chart = screen.getByTestId(`alarm-figure-${id}-chart`);
      expect(chart).toHaveAttribute('aria-hidden', 'true');
      // drawn a frame after the tables on a loaded machine
      await waitFor(() => expect(chart.querySelectorAll('svg rect').length).toBeGreaterThan(0));
    }
  });

  it('says so when the range has no alarm', async () => {
    await renderLivePage(<AlarmStatsPage component="/alarm/stats/index" name="AlarmStats" />, {
      path: `/alarm/stats?start=${range.start}&end=${range.end}`,
      pattern: '/alarm/stats',
    });
    expect(await screen.findByTestId('alarm-stats-empty')).toHaveTextContent('No alarm in this range.');
  });
});

describe('ReasonStatsPage', () => {
  it('counts the ends by reason and the acknowledgements by comment and by solution', async () => {
    const { platform } = harness();
    const { data: solution } = await createDataProvider().create('triggerDealSolution', { data: { name: 'Move the stock', content: 'Stock moved' } });
    const at = range.start + DAY;
    const ack = (comment: string, solutionId?: number) => ({ at: at + 300, by: 'a', comment, ...(solutionId ? { solutionId } : {}) });
    await insertAlarm(platform, fleet, {
      deviceId: device,
      createdAt: at,
      ended: { at: at + 600, reason: 'dataTimeout' },
      acknowledged: ack('Stock moved', Number(solution.id)),
    });
    await insertAlarm(platform, fleet, {
      deviceId: device,
      createdAt: at,
      ended: { at: at + 600, reason: 'dataTimeout' },
      acknowledged: ack('Stock moved', Number(solution.id)),
    });
    await insertAlarm(platform, fleet, { deviceId: device, createdAt: at, ended: { at: at + 600, reason: 'manual' }, acknowledged: ack('Door closed') });
    await renderLivePage(<ReasonStatsPage component="/alarm/reasonstats/index" name="AlarmReasonStats" />, {
      path: `/alarm/reasonstats?start=${range.start}&end=${range.end}`,
      pattern: '/alarm/reasonstats',
    });
    expect(await screen.findByRole('heading', { name: 'Ends by reason' })).toBeInTheDocument();
    expect(tableOf('byEndReason')).toEqual([
      ['Data timeout', '2', '66.7%'],
      ['Closed manually', '1', '33.3%'],
    ]);
    expect(tableOf('byComment')).toEqual([
      ['Stock moved', '2', '66.7%'],
      ['Door closed', '1', '33.3%'],
    ]);
    expect(tableOf('bySolution')).toEqual([['Move the stock', '2', '100%']]);
  });

  it('tells the data timeouts apart: back in range and a silent device are two rows (alarms of the real engine, issue 26)', async () => {
    const { platform } = harness();
    const at = range.start + 2 * DAY;
    const minute = (i: number, temperature: number) => ({ number: '88730001', ts: at + i * 60, temperature });
    await ingestReadings(
      platform.app,
      [
        // back in range twice: two breaches, then 15 minutes inside
        ...[0, 1].map((i) => minute(i, 9.5)),
        ...Array.from({ length: 15 }, (_, i) => minute(2 + i, 5)),
        ...[60, 61].map((i) => minute(i, 9.5)),
        ...Array.from({ length: 15 }, (_, i) => minute(62 + i, 5)),
        // silent once: two breaches, then nothing for an hour
        ...[120, 121].map((i) => minute(i, 9.5)),
        minute(181, 5),
      ],
      { recorded: true },
    );
    await insertAlarm(platform, fleet, { deviceId: device, createdAt: at, ended: { at: at + 600, reason: 'manual' } });
    await renderLivePage(<ReasonStatsPage component="/alarm/reasonstats/index" name="AlarmReasonStats" />, {
      path: `/alarm/reasonstats?start=${range.start}&end=${range.end}`,
      pattern: '/alarm/reasonstats',
    });
    expect(await screen.findByRole('heading', { name: 'Ends by reason' })).toBeInTheDocument();
    expect(tableOf('byEndReason')).toEqual([
      ['Data timeout: back in range', '2', '50%'],
      ['Data timeout: device silent', '1', '25%'],
      ['Closed manually', '1', '25%'],
    ]);
  });
});

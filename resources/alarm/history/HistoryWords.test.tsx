/**
 * What the alarm history says of an alarm's kind and end (issue 26), against the real platform
 * in-process: every kind the engine raises by its name, and ends made by the real engine from
 * readings (through ingestion) that tell a value back in range from a silent device; an
 * end stored before the engine told them apart keeps the plain "Data timeout". The advanced
 * history shows the same words.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENGINE_KINDS } from '../../../server/services/alarms/engine/judge';
import { ingestReadings } from '../../../server/services/readings/ingest';
import { insertAlarm } from '../../../test/support/alarmPageFixture';
import { renderLivePage } from '../../../test/support/livePage';
import { ADMIN } from '../../../test/support/platformClient';
import { historyRows as rows, historySuite as suite, renderHistory as render } from '../../../test/support/alarmHistorySuite';
import { AdvancedHistoryPage } from './AdvancedHistoryPage';

vi.setConfig({ testTimeout: 30_000 });
// the platform answers in-process: on a loaded machine a page's first answer can take over a second
configure({ asyncUtilTimeout: 5000 });

const MINUTE = 60;

describe('the alarm history’s words (admin0001)', () => {
  const { harness, state } = suite(ADMIN);

  /** Three ends: back in range (the hot fridge), a silent device (the store), one stored before issue 26 (plain). */
  async function threeEnds() {
    const { platform } = harness();
    const t0 = state.now - 2 * 3600;
    const breach = (number: string, from: number) => [0, 1].map((i) => ({ number, ts: from + i * MINUTE, temperature: 9.5 }));
    // the fridge: two breaches, then back inside for 15 minutes; the store: two breaches, then nothing for an hour
    const back = Array.from({ length: 15 }, (_, i) => ({ number: '88700001', ts: t0 + (2 + i) * MINUTE, temperature: 5 }));
    await ingestReadings(platform.app, [...breach('88700001', t0), ...back], { recorded: true });
    await ingestReadings(platform.app, [...breach('88700002', t0), { number: '88700002', ts: t0 + 61 * MINUTE, temperature: 5 }], { recorded: true });
    await insertAlarm(platform, state.fleet, { deviceId: state.hot, createdAt: t0 - 3600, ended: { at: t0 - 1800, reason: 'dataTimeout' } });
  }

  const rowOf = (device: string, opened: RegExp) => rows().find((row) => row.textContent!.includes(device) && opened.test(row.textContent!));

  it('says why each data timeout ended', async () => {
    await threeEnds();
    await render(`/alarm/history?organizationId=${state.fleet.organizationId}`);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const texts = rows().map((row) => row.textContent!);
    expect(texts.filter((text) => text.includes('No reading beyond the limit for 10 minutes (back in range)'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('Device silent: no data for 10 minutes'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('Data timeout'))).toHaveLength(1);
    expect(rowOf('88700002', /Device silent/)).toBeDefined();
    expect(rowOf('88700001', /back in range/)).toBeDefined();
  });

  it('says the same on the advanced history', async () => {
    await threeEnds();
    await renderLivePage(<AdvancedHistoryPage component="/alarm/advancedhistory/index" name="AlarmAdvancedHistory" />, {
      path: `/alarm/advancedhistory?organizationId=${state.fleet.organizationId}`,
      pattern: '/alarm/advancedhistory',
    });
    const region = await screen.findByRole('region', { name: 'Alarms' });
    await waitFor(() => expect(within(region).getAllByRole('row')).toHaveLength(4));
    expect(region).toHaveTextContent('No reading beyond the limit for 10 minutes (back in range)');
    expect(region).toHaveTextContent('Device silent: no data for 10 minutes');
  });

  it('names every kind the engine raises, none as an unknown type', async () => {
    const { platform } = harness();
    for (const [i, kind] of ENGINE_KINDS.entries()) {
      await insertAlarm(platform, state.fleet, { deviceId: state.hot, kind, createdAt: state.now - (i + 1) * 600, peak: null, threshold: null });
    }
    await render(`/alarm/history?organizationId=${state.fleet.organizationId}`);
    await waitFor(() => expect(rows()).toHaveLength(ENGINE_KINDS.length));
    const shown = rows().map((row) => row.textContent!);
    const names = ['Temperature high', 'Temperature low', 'Humidity high', 'Humidity low', 'Low battery', 'Power off', 'Unplugged', 'Offline'];
    for (const name of names)
      expect(
        shown.filter((text) => text.includes(name)),
        name,
      ).toHaveLength(1);
    expect(shown.join(' ')).not.toMatch(/Unknown type/);
  });
});

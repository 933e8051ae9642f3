import type { DeviceCommand } from '../../../src/lib/deviceCommands';
import { toCsv } from '../../../src/framework/export/csv';
import { EXPORT_MAX_ROWS, fetchAllRecords, recordsTable, type RecordWords } from './exportRecords';

const command = (id: number, patch: Partial<DeviceCommand> = {}): DeviceCommand => ({
  id,
  deviceId: 1,
  deviceNumber: '10000001',
  deviceName: '=HYPERLINK("x")',
  deviceType: 'temperature',
  deviceModel: 'CT-100',
  kind: 'settings',
  values: { acquisitionPeriod: 60, alarmEnabled: false, temperatureMin: 2 },
  previous: { acquisitionPeriod: 300, alarmEnabled: true, temperatureMin: null },
  state: 'failed',
  progress: null,
  reason: 'rejected',
  sentBy: 'admin0001',
  createdAt: 1_700_000_000,
  updatedAt: 1_700_000_010,
  finishedAt: 1_700_000_010,
  ...patch,
});

const words: RecordWords = {
  field: (name) => ({ acquisitionPeriod: 'Acquisition period (s)', alarmEnabled: 'Alarm switch', temperatureMin: 'Min temperature (°C)' })[name] ?? name,
  yesNo: (v) => (v ? 'Yes' : 'No'),
  none: 'none',
  header: (c) => c.toUpperCase(),
  kind: (k) => `kind:${k}`,
  state: (s) => `state:${s}`,
  reason: (r) => `reason:${r}`,
};

describe('the setting records export', () => {
  it('writes the texts the page shows, one row per command, formula-like text defused', () => {
    const table = recordsTable([command(1), command(2, { state: 'reserved', reason: null, finishedAt: null })], words);
    expect(table.header).toEqual(['CREATEDAT', 'SENTBY', 'DEVICENUMBER', 'DEVICENAME', 'KIND', 'CHANGE', 'STATE', 'REASON', 'FINISHEDAT']);
    expect(table.rows[0]!.slice(1)).toEqual([
      'admin0001',
      '10000001',
      '=HYPERLINK("x")',
      'kind:settings',
      'Acquisition period (s): 300 → 60; Alarm switch: Yes → No; Min temperature (°C): none → 2',
      'state:failed',
      'reason:rejected',
      expect.any(String),
    ]);
    expect(table.rows[1]!.slice(6)).toEqual(['state:reserved', '', '']);
    expect(toCsv(table)).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('reads every page under the filter, up to the limit', async () => {
    const load = vi.fn(async ({ page, limit }: { page: number; limit: number }) => ({
      list: Array.from({ length: page < 3 ? limit : 7 }, (_, i) => command(page * 1000 + i)),
      total: 2 * limit + 7,
    }));
    const rows = await fetchAllRecords({ state: 'failed' }, load);
    expect(rows).toHaveLength(207);
    expect(load).toHaveBeenCalledTimes(3);
    expect(load.mock.calls[0]![0]).toMatchObject({ state: 'failed', page: 1, limit: 100 });
    const endless = vi.fn(async ({ limit }: { limit: number }) => ({ list: Array.from({ length: limit }, (_, i) => command(i)), total: 1_000_000 }));
    expect(await fetchAllRecords({}, endless)).toHaveLength(EXPORT_MAX_ROWS);
  });
});

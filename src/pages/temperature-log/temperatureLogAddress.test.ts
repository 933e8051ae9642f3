import { checkEnergy, energyText } from './activationEnergy';
import { logQueryFromSearch, searchWithLogQuery, waybillReportPath } from './temperatureLogAddress';

describe('the temperature log’s address', () => {
  it('reads target, id, range and activation energy, and writes them back keeping other parameters', () => {
    const query = logQueryFromSearch('?target=waybill&id=12&start=1700000000&end=1700086400&activationEnergy=90000&tab=x');
    expect(query).toEqual({ target: 'waybill', id: 12, start: 1_700_000_000, end: 1_700_086_400, activationEnergy: 90_000 });
    expect(searchWithLogQuery('?tab=x&id=3', { ...query, start: null, end: null })).toBe('?tab=x&target=waybill&id=12&activationEnergy=90000');
  });

  it('falls back on what it cannot read: a device, no id, no range, the default energy', () => {
    expect(logQueryFromSearch('?target=truck&id=-1&start=soon&activationEnergy=5')).toEqual({
      target: 'device',
      id: null,
      start: null,
      end: null,
      activationEnergy: null,
    });
  });

  it('gives the waybill list’s link', () => {
    expect(logQueryFromSearch(waybillReportPath(7).split('?')[1]!)).toMatchObject({ target: 'waybill', id: 7, start: null });
  });
});

describe('the activation energy input', () => {
  it('reads kJ/mol into J/mol within the contract’s bounds', () => {
    expect(energyText(null)).toBe('83.144');
    expect(checkEnergy(' 83.144 ')).toEqual({ ok: true, joules: 83_144 });
    expect(checkEnergy('100,5')).toEqual({ ok: true, joules: 100_500 });
    expect(checkEnergy('5')).toEqual({ ok: false, min: 10, max: 300 });
    expect(checkEnergy('abc').ok).toBe(false);
    expect(checkEnergy('301').ok).toBe(false);
  });
});

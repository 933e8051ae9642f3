import type { CommandDevice } from '../../../src/lib/deviceCommands';
import { keepOneKind, lockedKind, mayJoin } from './pickRule';

const device = (id: number, type: string, model: string) =>
  ({ id, number: String(10_000_000 + id), name: `d${id}`, type, model, firmware: '1.0.0' }) as CommandDevice;
const t1 = device(1, 'temperature', 'CT-100');
const t2 = device(2, 'temperature', 'CT-100');
const v3 = device(3, 'vehicle', 'CV-300G');
const h4 = device(4, 'temperature_humidity', 'CTH-200');

describe('the one-kind rule (spec §5)', () => {
  it('is open until a device is picked, then follows the first one', () => {
    expect(lockedKind([], 'type')).toBeUndefined();
    expect(mayJoin(v3, [], 'type')).toBe(true);
    expect(lockedKind([t1, t2], 'type')).toBe('temperature');
    expect(mayJoin(t2, [t1], 'type')).toBe(true);
    expect(mayJoin(v3, [t1], 'type')).toBe(false);
    expect(mayJoin(h4, [t1], 'model')).toBe(false);
  });

  it('drops devices of another kind from a change', () => {
    expect(keepOneKind([t1, v3, t2], 'type')).toEqual([t1, t2]);
    expect(keepOneKind([v3, t1], 'type')).toEqual([v3]);
    expect(keepOneKind([], 'type')).toEqual([]);
  });
});

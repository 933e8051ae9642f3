import { describe, expect, it } from 'vitest';
import { pageMatcher, type PageTableEntry } from './pageTable';

const entry = (pattern: string, name: string): PageTableEntry => ({ pattern, name, meta: {}, render: () => null });

const TABLE = [entry('/device/detail/:id', 'DeviceDetail'), entry('/device/detail/new', 'DeviceNew'), entry('/device/list', 'DeviceList')];

describe('pageMatcher', () => {
  it("serves a pathname by react-router's ranking, a static segment before a parameter, and nothing for an unknown path", () => {
    const match = pageMatcher(TABLE);
    expect(match('/device/detail/new')?.name).toBe('DeviceNew');
    expect(match('/device/detail/42')?.name).toBe('DeviceDetail');
    expect(match('/device/list')?.name).toBe('DeviceList');
    expect(match('/nowhere')).toBeUndefined();
  });

  it('answers the same for a pathname asked again, also after many others pushed it out of its memory', () => {
    const match = pageMatcher(TABLE);
    expect(match('/device/detail/new')?.name).toBe('DeviceNew');
    expect(match('/nowhere')).toBeUndefined();
    for (let id = 0; id < 500; id += 1) expect(match(`/device/detail/${id}`)?.name).toBe('DeviceDetail');
    expect(match('/device/detail/new')?.name).toBe('DeviceNew');
    expect(match('/nowhere')).toBeUndefined();
    expect(match('/device/detail/7')?.name).toBe('DeviceDetail');
  });
});

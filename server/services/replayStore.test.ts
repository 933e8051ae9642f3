import { ReplayStore } from './replayStore';

describe('ReplayStore', () => {
  it('refuses a key it holds until the key expires, then forgets it', () => {
    const store = new ReplayStore({ maxEntries: 10, maxPerOwner: 10 });
    expect(store.remember('a', 'u1', 110, 100)).toBe('fresh');
    expect(store.remember('a', 'u1', 110, 105)).toBe('replayed');
    expect(store.remember('a', 'u1', 110, 110)).toBe('replayed');
    expect(store.remember('a', 'u1', 121, 111)).toBe('fresh');
    expect(store.size).toBe(1);
  });

  it('holds under a flood: one owner meets its own bound and nobody else is evicted', () => {
    const store = new ReplayStore({ maxEntries: 100_000, maxPerOwner: 1_000 });
    expect(store.remember('victim-request', 'victim', 400, 100)).toBe('fresh');
    let refused = 0;
    for (let i = 0; i < 50_000; i += 1) if (store.remember(`flood-${i}`, 'attacker', 400, 100) === 'full') refused += 1;
    expect(refused).toBe(49_000);
    // the victim's request is still remembered inside its window, so its replay is still refused
    expect(store.remember('victim-request', 'victim', 400, 200)).toBe('replayed');
    expect(store.remember('victim-next', 'victim', 400, 200)).toBe('fresh');
  });

  it('refuses new requests when full instead of evicting ones still inside their window', () => {
    const store = new ReplayStore({ maxEntries: 3, maxPerOwner: 10 });
    for (const key of ['a', 'b', 'c']) expect(store.remember(key, key, 500, 100)).toBe('fresh');
    expect(store.remember('d', 'd', 500, 100)).toBe('full');
    expect(store.remember('a', 'a', 500, 100)).toBe('replayed');
    // once their second has passed, room comes back
    expect(store.remember('d', 'd', 900, 501)).toBe('fresh');
    expect(store.size).toBe(1);
  });
});

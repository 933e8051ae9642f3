/** Which platform options may share a seeded database (seededDatabase.ts): equal ones, in any order. */
import { optionsKey } from './seededDatabase';

describe('optionsKey', () => {
  it('is the same for the same options in any order, and ignores those left undefined', () => {
    expect(optionsKey({ heartbeatSeconds: 1, seedDemo: true })).toBe(optionsKey({ seedDemo: true, heartbeatSeconds: 1, wsMaxTotal: undefined }));
    expect(optionsKey({})).toBe(optionsKey({ wsMaxTotal: undefined }));
  });

  it('differs when a value differs, lists included', () => {
    expect(optionsKey({ seedDemo: true })).not.toBe(optionsKey({ seedDemo: false }));
    expect(optionsKey({ frameSources: ['a'] })).not.toBe(optionsKey({ frameSources: ['b'] }));
    expect(optionsKey({})).not.toBe(optionsKey({ readingsRetentionDays: 30 }));
  });

  it('is undefined for options it cannot compare: the platform seeds its own', () => {
    expect(optionsKey({ now: () => 0 })).toBeUndefined();
    expect(optionsKey({ frameSources: [{} as string] })).toBeUndefined();
  });
});

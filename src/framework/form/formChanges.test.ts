import { comparableValues } from './formChanges';

describe('comparableValues', () => {
  it('sees a typed value, a changed choice and a picked file as changes', () => {
    expect(comparableValues({ name: 'a' })).not.toBe(comparableValues({}));
    expect(comparableValues({ kind: 1 })).not.toBe(comparableValues({ kind: 2 }));
    expect(comparableValues({ active: true })).not.toBe(comparableValues({ active: false }));
    expect(comparableValues({ party: { institution: 'Depot' } })).not.toBe(comparableValues({ party: {} }));
    expect(comparableValues({ files: [new File(['x'], 'a.pdf')] })).not.toBe(comparableValues({ files: [] }));
  });

  it('sees no change in empties, a false checkbox, or key order', () => {
    expect(comparableValues({ name: '', note: null, tags: [], active: false, party: { institution: '' } })).toBe(comparableValues({}));
    expect(comparableValues({ a: 1, b: { c: 2, d: 3 } })).toBe(comparableValues({ b: { d: 3, c: 2 }, a: 1 }));
  });
});

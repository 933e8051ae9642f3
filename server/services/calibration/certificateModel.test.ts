import { certificateNumberOf, certificatePoints, verdictOf } from './certificateModel';

describe('the certificate model', () => {
  it('gives each point its deviation at one decimal and passes it within the tolerance, its edge included', () => {
    const points = certificatePoints(
      [
        { channel: 'T1', reference: 2, measured: 2.5 },
        { channel: 'T2', reference: -20, measured: -20.6 },
        { channel: 'T3', reference: 8, measured: 7.9 },
      ],
      0.5,
    );
    expect(points).toEqual([
      { channel: 'T1', reference: 2, measured: 2.5, deviation: 0.5, pass: true },
      { channel: 'T2', reference: -20, measured: -20.6, deviation: -0.6, pass: false },
      { channel: 'T3', reference: 8, measured: 7.9, deviation: -0.1, pass: true },
    ]);
    expect(verdictOf(points)).toBe(false);
    expect(verdictOf(points.filter((point) => point.pass))).toBe(true);
  });

  it('says nothing of a record without points, and leaves out points missing a value', () => {
    expect(certificatePoints(undefined, 0.5)).toEqual([]);
    expect(certificatePoints([{ channel: 'T1', reference: 2 }, null], 0.5)).toEqual([]);
    expect(verdictOf([])).toBeNull();
  });

  it('takes the record’s certificate number, else one made of its id', () => {
    expect(certificateNumberOf(42, ' SH-1 ')).toBe('SH-1');
    expect(certificateNumberOf(42, '')).toBe('CAL-000042');
    expect(certificateNumberOf(42, undefined)).toBe('CAL-000042');
  });
});

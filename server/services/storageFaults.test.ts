import { FaultLogThrottle, storageFaultOf } from './storageFaults';

describe('storage faults', () => {
  it('tells a full disk from a storage that cannot be written, and both from other errors', () => {
    const err = (code: string) => Object.assign(new Error(code), { code });
    expect(storageFaultOf(err('SQLITE_FULL'))).toEqual({ code: 'SQLITE_FULL', message: 'storageFull', httpStatus: 507 });
    expect(storageFaultOf(err('ENOSPC'))?.message).toBe('storageFull');
    expect(storageFaultOf(err('SQLITE_READONLY_DBMOVED'))).toEqual({ code: 'SQLITE_READONLY_DBMOVED', message: 'storageUnavailable', httpStatus: 503 });
    expect(storageFaultOf(err('SQLITE_IOERR_WRITE'))?.httpStatus).toBe(503);
    expect(storageFaultOf(err('EROFS'))?.httpStatus).toBe(503);
    expect(storageFaultOf(err('SQLITE_CONSTRAINT_UNIQUE'))).toBeNull();
    expect(storageFaultOf(err('SQLITE_FULLY'))).toBeNull();
    expect(storageFaultOf(new Error('no code'))).toBeNull();
  });

  it("tells PostgreSQL's faults by their SQLSTATE, and not its constraint errors", () => {
    const err = (code: string) => Object.assign(new Error(code), { code });
    expect(storageFaultOf(err('53100'))).toEqual({ code: '53100', message: 'storageFull', httpStatus: 507 });
    expect(storageFaultOf(err('25006'))?.httpStatus).toBe(503);
    expect(storageFaultOf(err('57P01'))?.httpStatus).toBe(503);
    expect(storageFaultOf(err('08006'))?.httpStatus).toBe(503);
    expect(storageFaultOf(err('ECONNREFUSED'))?.httpStatus).toBe(503);
    expect(storageFaultOf(err('23505'))).toBeNull();
    expect(storageFaultOf(err('42P01'))).toBeNull();
  });

  it('logs a code once per window, each code on its own, then counts the quiet ones', () => {
    let now = 0;
    const throttle = new FaultLogThrottle(60_000, () => now);
    expect(throttle.note('SQLITE_FULL')).toBe(0);
    expect(throttle.note('SQLITE_FULL')).toBeNull();
    expect(throttle.note('ENOSPC')).toBe(0);
    now = 59_999;
    expect(throttle.note('SQLITE_FULL')).toBeNull();
    now = 60_000;
    expect(throttle.note('SQLITE_FULL')).toBe(2);
    expect(throttle.note('SQLITE_FULL')).toBeNull();
  });
});

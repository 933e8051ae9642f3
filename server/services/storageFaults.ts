/**
 * Storage faults (disk full, read-only or failing disk) told apart from other crashes, so the
 * client learns what happened and the log names the real cause once per burst instead of once
 * per request.
 */
import type { MessageKey } from '../messages';

export interface StorageFault {
  /** the error's own code: SQLITE_FULL, ENOSPC, SQLITE_READONLY…, or PostgreSQL's SQLSTATE (53100…) */
  code: string;
  message: MessageKey;
  /** 507 Insufficient Storage: nothing was stored for lack of space; 503: the storage cannot be written at all */
  httpStatus: 507 | 503;
}

// PostgreSQL: 53100 disk_full, 53400 configuration_limit_exceeded (a tablespace quota)
const FULL = /^(SQLITE_FULL|ENOSPC|EDQUOT|53100|53400)$/;
// extended SQLite codes (SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED…) count with their family;
// PostgreSQL: 25006 read-only transaction (a standby), 58030 io_error, 57P01–57P03 shutting down or
// not accepting connections, class 08 a lost connection, and the pool's refused connection
const UNAVAILABLE = /^(SQLITE_READONLY(_\w+)?|SQLITE_IOERR(_\w+)?|SQLITE_CANTOPEN(_\w+)?|EROFS|EIO|25006|58030|57P0[123]|08\w{3}|ECONNREFUSED)$/;

/** The storage fault behind `error`, or null when it is any other failure. */
export function storageFaultOf(error: unknown): StorageFault | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (FULL.test(code)) return { code, message: 'storageFull', httpStatus: 507 };
  if (UNAVAILABLE.test(code)) return { code, message: 'storageUnavailable', httpStatus: 503 };
  return null;
}

/**
 * Which faults to log: the first of each code, then again only once `windowMs` has passed,
 * saying how many were kept quiet meanwhile. A full disk fails every write, and a log line
 * per request would bury the cause (and fill the disk further).
 */
export class FaultLogThrottle {
  private readonly last = new Map<string, { at: number; quiet: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** null: stay quiet; a number: log now, after that many quiet repeats */
  note(code: string): number | null {
    const now = this.now();
    const seen = this.last.get(code);
    if (seen && now - seen.at < this.windowMs) {
      seen.quiet += 1;
      return null;
    }
    this.last.set(code, { at: now, quiet: 0 });
    return seen?.quiet ?? 0;
  }
}

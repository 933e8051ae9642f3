/**
 * Settings of the report scheduler (issue 14 §3 "Reports"), part of PlatformOptions
 * (server/config.ts). Environment variables: configEnv.ts (REPORT_SCHEDULE_*).
 */
export interface ReportScheduleOptions {
  /** how often the scheduler looks for periods that ended, seconds; 0: never (the test platform: tests tick by hand) */
  reportScheduleTickSeconds: number;
  /** the hour of the zone's day (0–23) from which a period's report is made: 1 leaves late readings an hour to arrive */
  reportScheduleHour: number;
  /** the zone of the schedules' days, weeks and months (minutes east of UTC; 480: China) */
  reportScheduleUtcOffsetMinutes: number;
}

export const REPORT_SCHEDULE_DEFAULTS: ReportScheduleOptions = {
  reportScheduleTickSeconds: 60,
  reportScheduleHour: 1,
  reportScheduleUtcOffsetMinutes: 480,
};

/** A setting out of its range stops the start with a message naming it. */
export function checkScheduleOptions(options: ReportScheduleOptions): void {
  const { reportScheduleHour: hour, reportScheduleUtcOffsetMinutes: offset, reportScheduleTickSeconds: tick } = options;
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`REPORT_SCHEDULE_HOUR must be a whole hour from 0 to 23, got '${hour}'`);
  if (!Number.isInteger(offset) || offset < -720 || offset > 840)
    throw new Error(`REPORT_SCHEDULE_UTC_OFFSET_MINUTES must be whole minutes from -720 to 840, got '${offset}'`);
  if (!Number.isFinite(tick) || tick < 0) throw new Error(`REPORT_SCHEDULE_TICK_SECONDS must be 0 or more, got '${tick}'`);
}

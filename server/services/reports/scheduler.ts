/**
 * The report scheduler (issue 14 §3 "Reports"): at each tick, every enabled `reportSchedule`
 * whose latest period is due (schedulePeriods.ts) gets one run, recorded in report_runs — its key
 * (schedule, period start) makes a period run once, across ticks, restarts and server instances —
 * and a `scheduledReport` job in the download centre, which makes the file and then tells the
 * receivers (scheduledJob.ts). Rules:
 * - only periods whose making time comes after the schedule was created: a schedule made at 15:00
 *   first runs the next morning, not at once for yesterday;
 * - after a stop, the latest due period is made, not every one missed (no flood of old reports);
 * - the job's owner is the company's first admin user (admin value ≤ 1, lowest id): the records
 *   store keeps no creator, and the owner's rights and scope are what the report is made with;
 *   without one the run is recorded with no job, and logged;
 * - the file is written in DEFAULT_LANGUAGE (zh-CN), as the notifications' texts are.
 * The run is claimed before the job is made: a crash between the two loses that period's report
 * rather than making it twice.
 */
import type { FastifyInstance } from 'fastify';
import type { KeepDays } from '../../../src/lib/downloads';
import { DEFAULT_LANGUAGE } from '../../messages';
import { companyOwner } from '../scheduledExports/companyOwner';
import { oneTickAtATime, type Ticker } from '../scheduledExports/oneTickAtATime';
import { duePeriodSince, type SchedulePeriod } from './schedulePeriods';
import { jobParams, REPORT_SCHEDULE, scheduledReportTitle, type StoredSchedule } from './scheduleRecords';

export interface SchedulerSettings {
  hour: number;
  utcOffsetMinutes: number;
}

/** `tick()` makes the runs that are due now and answers how many jobs it made. */
export type ReportScheduler = Ticker;

async function enabledSchedules(app: FastifyInstance): Promise<StoredSchedule[]> {
  const rows = await app.db
    .selectFrom('records')
    .select(['id', 'company_id', 'data', 'created_at'])
    .where('resource', '=', REPORT_SCHEDULE)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    if (row.company_id === null) return [];
    const data = JSON.parse(row.data) as Omit<StoredSchedule, 'id' | 'companyId' | 'createdAt'>;
    return data.enabled === false ? [] : [{ ...data, id: row.id, companyId: row.company_id, createdAt: Number(row.created_at) }];
  });
}

/** Claims the run of a schedule's period: true for the one caller that recorded it. */
async function claimRun(app: FastifyInstance, schedule: StoredSchedule, period: SchedulePeriod): Promise<boolean> {
  const result = await app.db
    .insertInto('report_runs')
    .values({
      schedule_id: schedule.id,
      company_id: schedule.companyId,
      period_start: period.start,
      period_end: period.end,
      job_id: null,
      created_at: app.nowUnix(),
    })
    .onConflict((oc) => oc.columns(['schedule_id', 'period_start']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function createReportScheduler(app: FastifyInstance, settings: SchedulerSettings): ReportScheduler {
  async function runDue(): Promise<number> {
    const now = app.nowUnix();
    let made = 0;
    for (const schedule of await enabledSchedules(app)) {
      const period = duePeriodSince(schedule.frequency, now, settings.utcOffsetMinutes, settings.hour, schedule.createdAt);
      if (!period || !(await claimRun(app, schedule, period))) continue;
      const owner = await companyOwner(app, schedule.companyId);
      if (!owner) {
        app.log.warn({ scheduleId: schedule.id, companyId: schedule.companyId }, 'scheduled report not made: the company has no admin user');
        continue;
      }
      const params = jobParams(schedule, period, settings.utcOffsetMinutes);
      const job = await app.downloads.create({
        user: owner,
        kind: 'scheduledReport',
        params,
        title: scheduledReportTitle(params, DEFAULT_LANGUAGE),
        lang: DEFAULT_LANGUAGE,
        keepDays: (schedule.keepDays ?? 7) as KeepDays,
        scheduleId: schedule.id,
      });
      if (!job) continue;
      await app.db.updateTable('report_runs').set({ job_id: job.id }).where('schedule_id', '=', schedule.id).where('period_start', '=', period.start).execute();
      made += 1;
    }
    return made;
  }

  return oneTickAtATime(runDue);
}

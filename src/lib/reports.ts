/**
 * Temperature reports (issue 14 §3): the wire shapes of the temperature log, its files and the
 * statistics pages. The arithmetic (MKT, excursions, the basic figures) lives beside this file in
 * src/lib/reportMath/, shared by the server that computes a report and the tests that check it.
 */
import type { Reading, ReadingField, SeriesPoint, Thresholds } from './readings';
import type { TruncatedRows } from './timeRange';

export const REPORT_PATH = '/report';
/** The temperature log page's route (a waybill's row links to it with `?target=waybill&id=N`). */
export const TEMPERATURE_LOG_ROUTE = '/statistics/temperaturelog';

/** What a temperature log covers: one device, the devices fitted to an asset, or a waybill's assets' devices from departure to delivery. */
export const REPORT_TARGETS = ['device', 'asset', 'waybill'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** MKT's activation energy, J/mol: the default (ICH/USP: 83.144 kJ/mol) and the bounds a report accepts. */
export const DEFAULT_ACTIVATION_ENERGY = 83_144;
export const MIN_ACTIVATION_ENERGY = 10_000;
export const MAX_ACTIVATION_ENERGY = 300_000;
/** The gas constant, J/(mol·K) */
export const GAS_CONSTANT = 8.3144;

/** A stretch of time, unix seconds (both ends). */
export interface TimeSpan {
  start: number;
  end: number;
}

/**
 * The report's time-weighting settings (README "Reports", src/lib/reportMath/coverage.ts): a
 * silence between two readings is a gap (missing data) when it is longer than the acquisition
 * period in force × `gapTolerance`; a report whose coverage is under `coverageWarningPct` warns.
 */
export const DEFAULT_GAP_TOLERANCE = 1.5;
export const DEFAULT_COVERAGE_WARNING_PCT = 95;
/** The longest gaps a report lists per device and for the whole report. */
export const LONGEST_GAPS = 5;
/** The gaps a device's chart marks at most (the longest, in time order): shorter ones are narrower than a pixel on any range they could share with these. */
export const CHART_MAX_GAPS = 200;

/** A device's acquisition period from `since` on (unix seconds; the first one of a report may begin before its range). */
export interface PeriodInForce {
  since: number;
  /** seconds between two acquisitions */
  period: number;
}

/**
 * How much of a range has data: the time the readings cover (each reading its own interval, a
 * gap longer than the period in force × the tolerance being missing), as a share of the range,
 * and the longest gaps.
 */
export interface DataCompleteness {
  /** seconds of the range */
  rangeSeconds: number;
  /** seconds of the range with data */
  coveredSeconds: number;
  /** coveredSeconds / rangeSeconds × 100; null for a range of no length */
  coveragePct: number | null;
  /** how many gaps the range has (the uncovered stretches, at its ends too) */
  gapCount: number;
  /** the LONGEST_GAPS longest gaps, longest first */
  longestGaps: TimeSpan[];
}

/**
 * One excursion: a run of consecutive readings outside [min, max] of one field, on one side. A
 * silence inside it (out, gap, out on the same side) does not end it: the gap is listed, and the
 * excursion has a known duration (the out-of-range time the readings cover) and a possible one
 * (from the end of the last evidence before it to the next reading that is not on its side).
 */
export interface Excursion {
  field: 'temperature' | 'humidity';
  direction: 'above' | 'below';
  /** unix seconds: the first out-of-range reading's cover start; clipped to the range's start when it began before (then `startedBefore`) */
  start: number;
  /** unix seconds: the last out-of-range reading's cover end (the range's end at most) */
  end: number;
  startedBefore: boolean;
  /** no reading on the other side of the limit followed it within the range: still out of range as far as is known */
  open: boolean;
  /** the value furthest from the limit */
  peak: number;
  /** the limit crossed */
  limit: number;
  /** ∫ |value − limit| dt over the covered time, in degree-minutes (or %RH-minutes) */
  degreeMinutes: number;
  /** seconds of out-of-range time the readings cover (end − start less the gaps) */
  knownDuration: number;
  /** when it may have begun: the end of the last evidence before it (the range's start without any) */
  possibleStart: number;
  /** when it may have ended: the next reading not on its side (the range's end without one) */
  possibleEnd: number;
  /** possibleEnd − possibleStart, seconds */
  possibleDuration: number;
  /** the gaps (no data) between its first and last reading, in time order */
  gaps: TimeSpan[];
}

export interface ExcursionSummary {
  count: number;
  /** seconds of known (covered) out-of-range time, all excursions */
  totalDuration: number;
  /** the longest known duration, seconds */
  longest: number;
  /** unix seconds of the first excursion's start; null with none */
  firstAt: number | null;
  degreeMinutesAbove: number;
  degreeMinutesBelow: number;
  /** seconds: the possible durations' sum, and the longest one */
  totalPossibleDuration: number;
  longestPossible: number;
  /** excursions with a gap inside */
  withGaps: number;
}

export interface FieldSummary {
  min: number | null;
  max: number | null;
  /** time-weighted mean */
  mean: number | null;
  /** percent of the covered time inside [min, max] of the thresholds; null without thresholds or readings */
  timeInRangePct: number | null;
  /** seconds of the range this field's readings cover, and that as a percent of the range (null for a range of no length) */
  coveredSeconds: number;
  coveragePct: number | null;
  /** mean kinetic temperature, °C (temperature only); null without readings */
  mkt: number | null;
  readings: number;
  excursions: ExcursionSummary;
}

/** The report of one device over the range. */
export interface DeviceReport {
  deviceId: number;
  number: string;
  name: string;
  model: string;
  organizationName: string;
  thresholds: Thresholds;
  temperature: FieldSummary;
  /** null for a model without humidity */
  humidity: FieldSummary | null;
  excursions: Excursion[];
  /** the chart: at most `points` points per field, extremes of every excursion kept (the records chart's downsampling) */
  chart: { temperature: SeriesPoint[]; humidity: SeriesPoint[] };
  /** the acquisition periods in force over the range, in time order (the first may begin before it) */
  periods: PeriodInForce[];
  /** how much of the range has data (a reading of any of its fields) */
  completeness: DataCompleteness;
  /** the gaps to mark on the chart: the CHART_MAX_GAPS longest, in time order */
  gaps: TimeSpan[];
  /** a waybill's leg device (issue 29 §1): the part of the range its asset carried the goods, which its figures cover */
  span?: TimeSpan;
}

/** The identity of what the report covers (its heading and the file's). */
export interface ReportSubject {
  target: ReportTarget;
  id: number;
  /** device number, asset name or waybill number */
  label: string;
  companyName: string;
  organizationName: string;
  /** a waybill's parties, their institutions */
  consignor?: string;
  consignee?: string;
  /** an asset's plate */
  plate?: string;
}

/**
 * `GET /report/temperature?target&id&start&end&utcOffset&activationEnergy&points`: the temperature
 * log. A waybill's range defaults to departure → delivery (or now while in transit) when start/end are
 * left out; every range obeys spec §5 (checkTimeRange with the user's ReportCheckTimeRange).
 */
export interface TemperatureReport {
  subject: ReportSubject;
  start: number;
  end: number;
  activationEnergy: number;
  /** the user's ShowReportWarningInfo: whether the warning summary (the excursions) is shown */
  showWarningInfo: boolean;
  devices: DeviceReport[];
  /** the whole report's completeness: the union over its devices of their covered time (a moment has data when any device has) */
  completeness: DataCompleteness;
  /** the tolerance of the gap rule (REPORT_GAP_TOLERANCE) */
  gapTolerance: number;
  /** the coverage under which a report warns (REPORT_COVERAGE_WARNING_PCT), percent */
  coverageWarningPct: number;
  /** the report's coverage, or one of its devices', is under coverageWarningPct */
  coverageWarning: boolean;
  /** the newest 100 readings of the range (all devices, newest first), spec §5's truncation */
  rows: TruncatedRows<ReportRow>;
  /** when `rows` was cut: spec §5's truncation message in the request's language */
  rowsMessage?: string;
  generatedAt: number;
  generatedBy: string;
  /** a waybill's release decisions, e-signed (issue 29 §2), oldest first; void ones marked */
  signatures?: ReportSignature[];
}

/** An e-signature as a report prints it (21 CFR Part 11 §11.50: name, time, meaning). */
export interface ReportSignature {
  decision: 'release' | 'reject';
  signerName: string;
  signedAt: number;
  meaning: string;
  comment: string;
  summaryHash: string;
  voidedAt: number | null;
}

export interface ReportRow {
  ts: number;
  deviceId: number;
  number: string;
  temperature: number | null;
  humidity: number | null;
}

/** Files of a report: `GET /report/temperature/file?…&format=pdf|xlsx` answers the file itself. */
export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * `GET /report/dataquery?deviceIds=1,2&start&end&utcOffset`: the readings of several devices of one
 * type (the first one's), the newest 100 rows, newest first, with spec §5's truncation message.
 */
export const DATA_QUERY_MAX_DEVICES = 20;
export const DATA_QUERY_PATH = `${REPORT_PATH}/dataquery`;
/** The device types a data query picks from (schemas/defs.schema.json deviceType; a test keeps them equal). */
export const QUERY_DEVICE_TYPES = ['temperature', 'temperature_humidity', 'vehicle', 'box'] as const;
/** Devices the charts page draws at once: more lines than this are no longer told apart. */
export const CHARTS_MAX_DEVICES = 10;

/** One reading of the data query: its device, and every field (those the model lacks null). */
export type DataQueryRow = Reading & { deviceId: number; number: string; name: string };

export interface DataQueryDevice {
  id: number;
  number: string;
  name: string;
  model: string;
}

/** `GET /report/dataquery`: the devices' type, the columns (the union of their models' fields), the newest 100 readings. */
export interface DataQueryAnswer {
  type: string;
  devices: DataQueryDevice[];
  fields: ReadingField[];
  list: DataQueryRow[];
  /** readings of the range, all devices */
  total: number;
  truncated: boolean;
  /** spec §5's truncation message naming the limit, in the request's language, when cut */
  message?: string;
}

export const OVERVIEW_PATH = `${REPORT_PATH}/overview`;
/** Days of the overview's window (excursions, time in range, the daily breakdown). */
export const OVERVIEW_DAYS = 30;

/** `GET /report/overview?utcOffset&organizationId`: the statistics overview (OVERVIEW_PATH). */
export interface StatisticsOverview {
  devices: number;
  online: number;
  /** percent, one decimal */
  onlineRate: number | null;
  openAlarms: number;
  /** temperature or humidity alarms opened in the last 30 days */
  excursions: number;
  /** percent of readings of the last 30 days inside their device's thresholds */
  timeInRangePct: number | null;
  byOrganization: Array<{ organizationId: number; name: string; devices: number; online: number; openAlarms: number; excursions: number; timeInRangePct: number | null }>;
  /** 30 days ending today in utcOffset's zone; `day` is YYYY-MM-DD */
  daily: Array<{ day: string; excursions: number; timeInRangePct: number | null; onlineRate: number | null }>;
}

/** Scheduled reports (`reportSchedule` entity): how often, and the period each run covers. */
export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

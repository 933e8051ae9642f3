/**
 * Settings of the report figures (issue 26 §2), part of PlatformOptions (server/config.ts);
 * environment variables in configEnv.ts. The gap rule and the warning are stated in each report
 * and in README "Reports".
 */
import { DEFAULT_COVERAGE_WARNING_PCT, DEFAULT_GAP_TOLERANCE } from '../../../src/lib/reports';

export interface ReportFigureOptions {
  /**
   * A silence between two readings longer than the acquisition period in force × this is a gap
   * (missing data). 1.5 sits halfway between a reading on time (1 period) and one missed (2): a
   * late reading is not a gap, a missing one is. At least 1.
   */
  reportGapTolerance: number;
  /** a report (or one of its devices) with data over less of its range than this percent carries a warning; 0–100 */
  reportCoverageWarningPct: number;
}

export const REPORT_FIGURE_DEFAULTS: ReportFigureOptions = {
  reportGapTolerance: DEFAULT_GAP_TOLERANCE,
  reportCoverageWarningPct: DEFAULT_COVERAGE_WARNING_PCT,
};

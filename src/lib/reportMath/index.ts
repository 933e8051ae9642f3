/** The report arithmetic (issues 14 and 26): the folder's public face. */
export { coverageOf, takesPart, type Coverage, type CoverageOptions } from './coverage';
export { findExcursions, summarizeExcursions, type ExcursionField } from './excursions';
export { summarizeField, type FieldReport } from './fieldSummary';
export { basicFigures, type BasicFigures } from './figures';
export { KELVIN_OFFSET, meanKineticTemperature, mktOf } from './mkt';
export { DEFAULT_PERIOD, longestPeriod, periodCursor, type PeriodTimeline } from './periods';
export { hasLimits, seriesOf, sideOf, type ReportRange, type TimeSeries, type ValueBand } from './series';
export { chartGaps, completenessOf, coveredSpans, gapsIn, longestSpans, spanSeconds, unionSpans } from './spans';

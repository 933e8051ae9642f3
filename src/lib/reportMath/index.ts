/** The report arithmetic (issue 14 §3): the folder's public face. */
export { coverageOf, medianInterval, MAX_GAP_FACTOR, DEFAULT_FALLBACK_STEP, type Coverage, type CoverageOptions } from './coverage';
export { findExcursions, summarizeExcursions, type ExcursionField } from './excursions';
export { summarizeField, type FieldReport } from './fieldSummary';
export { basicFigures, type BasicFigures } from './figures';
export { KELVIN_OFFSET, meanKineticTemperature, mktOf } from './mkt';
export { hasLimits, seriesOf, sideOf, type ReportRange, type TimeSeries, type ValueBand } from './series';

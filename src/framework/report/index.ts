/** Report widgets shared by the report pages (issue 14 §3): the folder's public face. */
export { ThresholdChart, type ThresholdChartProps } from './ThresholdChart';
export { ReportSummary, fieldRows } from './ReportSummary';
export { ExcursionListTable, ExcursionSummaryTable } from './ExcursionTables';
export { CompletenessTable } from './CompletenessTable';
export { CoverageWarning } from './CoverageWarning';
export { excursionsOf, formatDuration, formatFigure, formatMoment, formatPercent, formatPeriod, formatPeriods, formatSpan } from './reportFormat';
export type { ThresholdBand } from './thresholdLayers';

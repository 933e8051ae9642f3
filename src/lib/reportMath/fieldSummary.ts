/**
 * Everything a report says about one field of one device: the basic figures, its coverage of the
 * range, MKT (temperature only), the excursions and their summary, from one coverage computed
 * once. Pure.
 */
import { DEFAULT_ACTIVATION_ENERGY, type Excursion, type FieldSummary, type TimeSpan } from '../reports';
import { coverageOf, type CoverageOptions } from './coverage';
import { findExcursions, summarizeExcursions, type ExcursionField } from './excursions';
import { basicFigures } from './figures';
import { meanKineticTemperature } from './mkt';
import type { ReportRange, TimeSeries, ValueBand } from './series';
import { coveredSpans } from './spans';

export interface FieldReport {
  summary: FieldSummary;
  excursions: Excursion[];
  /** the time the field's readings cover, as sorted spans (the device's and the report's completeness) */
  covered: TimeSpan[];
}

export function summarizeField(
  series: TimeSeries,
  range: ReportRange,
  band: ValueBand,
  field: ExcursionField,
  options: CoverageOptions & { activationEnergy?: number } = {},
): FieldReport {
  const coverage = coverageOf(series.times, range, options);
  const figures = basicFigures(series, range, band, { coverage });
  const excursions = findExcursions(series, range, band, field, { coverage });
  const mkt = field === 'temperature' ? meanKineticTemperature(series, range, options.activationEnergy ?? DEFAULT_ACTIVATION_ENERGY, { coverage }) : null;
  const span = range.end - range.start;
  return {
    summary: {
      min: figures.min,
      max: figures.max,
      mean: figures.mean,
      timeInRangePct: figures.timeInRangePct,
      coveredSeconds: figures.coveredSeconds,
      coveragePct: span > 0 ? (figures.coveredSeconds / span) * 100 : null,
      mkt,
      readings: figures.readings,
      excursions: summarizeExcursions(excursions),
    },
    excursions,
    covered: coveredSpans(coverage),
  };
}

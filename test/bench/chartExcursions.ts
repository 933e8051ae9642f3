/**
 * The chart of a series with 10,000 one-reading excursions (issue 26 §2 "Downsampling keeps the
 * whole range"): a month of one-minute readings hovering at the 8 °C limit, cut to 1,000 points
 * by the records chart's downsampling. Part of `npm run bench` (BENCH_ONLY=chart runs it alone,
 * without a build or a browser). The set-up uses nothing but `downsampleIndices(series, points,
 * band)`, so this file also runs against an older tree for a "before" figure.
 */
import { downsampleIndices } from '../../server/services/readings/downsample';
import { median, ms } from './support';

type Row = [string, string, string?];

const MINUTES = 31 * 24 * 60;
const EXCURSIONS = 10_000;
const POINTS = 1000;
const RUNS = 15;
const BAND = { min: 2, max: 8 };

/** The month: 5 °C ± 1.2, every ~4.5 minutes one reading at 8.1 °C (two in three) or 1.9 °C. */
function month(): { times: Float64Array; values: Float64Array } {
  const start = 1_714_521_600;
  const times = new Float64Array(MINUTES);
  const values = new Float64Array(MINUTES);
  for (let i = 0; i < MINUTES; i += 1) {
    times[i] = start + i * 60;
    values[i] = Math.round((5 + Math.sin(i / 37) * 1.2) * 10) / 10;
  }
  const every = MINUTES / EXCURSIONS;
  for (let k = 0; k < EXCURSIONS; k += 1) values[Math.floor(k * every + every / 2)] = k % 3 === 2 ? 1.9 : 8.1;
  return { times, values };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

export function benchChartExcursions(): Row[] {
  const series = month();
  const durations: number[] = [];
  let kept: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const t0 = performance.now();
    kept = downsampleIndices(series, POINTS, BAND);
    durations.push(performance.now() - t0);
  }
  const { times } = series;
  const first = times[0]!;
  const span = times[times.length - 1]! - first;
  const from = times[kept[0]!]!;
  const to = times[kept[kept.length - 1]!]!;
  // the range split in 100 equal parts: how many hold a point of the chart (all hold data)
  const parts = new Set(kept.map((i) => Math.min(99, Math.floor(((times[i]! - first) / span) * 100)))).size;
  return [
    [
      `chart with ${EXCURSIONS.toLocaleString('en')} one-reading excursions: downsampling (median)`,
      ms(median(durations)),
      `${MINUTES.toLocaleString('en')} one-minute readings → ${kept.length.toLocaleString('en')} of ${POINTS.toLocaleString('en')} points; ${RUNS} runs`,
    ],
    [
      `chart with ${EXCURSIONS.toLocaleString('en')} one-reading excursions: range covered`,
      percent(to - from, span),
      `first to last point ${percent(from - first, span)}–${percent(to - first, span)} of the month; points in ${parts} of its 100 hundredths`,
    ],
  ];
}

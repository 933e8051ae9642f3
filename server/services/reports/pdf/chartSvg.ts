/**
 * A device's report chart drawn as an SVG string on the server, for pdfmake's `svg` node: the
 * temperature line (red where it leaves the thresholds), the threshold band, the humidity line on
 * a right-hand axis when the model has one, and time ticks in the user's zone. The device's gaps
 * (no data, issue 26 §2) are shaded and break the lines. Only figures are written inside the SVG;
 * the legend, in the file's language, is pdfmake text beside it.
 */
import type { SeriesPoint } from '../../../../src/lib/readings';
import type { DeviceReport, TimeSpan } from '../../../../src/lib/reports';
import { localTime } from '../../readings/export';
import { REPORT_FONT } from './pdfFonts';

export const CHART_COLORS = { temperature: '#1565c0', excursion: '#d32f2f', humidity: '#8e24aa', band: '#e8f5e9', limit: '#2e7d32', axis: '#9e9e9e', gap: '#e0e0e0' } as const;

export interface ChartFrame {
  /** points of the PDF */
  width: number;
  height: number;
  /** the report's range: the time axis spans it whatever the readings cover */
  start: number;
  end: number;
  utcOffsetMinutes: number;
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
/** Time-axis steps, the smallest giving at most MAX_TIME_TICKS ticks wins. */
const TIME_STEPS = [15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 4 * DAY, 7 * DAY, 14 * DAY, 30 * DAY];
const MAX_TIME_TICKS = 9;
const PAD = { top: 8, bottom: 22, left: 34 };

const round = (value: number) => Math.round(value * 10) / 10;

/** Ticks of a time axis, at whole steps of the user's wall clock. */
export function timeTicks(start: number, end: number, utcOffsetMinutes: number): { ts: number; label: string }[] {
  const span = Math.max(end - start, MINUTE);
  const step = TIME_STEPS.find((candidate) => span / candidate <= MAX_TIME_TICKS) ?? TIME_STEPS[TIME_STEPS.length - 1]!;
  const offset = utcOffsetMinutes * 60;
  const first = Math.ceil((start + offset) / step) * step - offset;
  const ticks: { ts: number; label: string }[] = [];
  for (let ts = first; ts <= end; ts += step) {
    const local = localTime(ts, utcOffsetMinutes);
    ticks.push({ ts, label: step >= DAY ? local.slice(5, 10) : `${local.slice(5, 10)} ${local.slice(11, 16)}` });
  }
  return ticks;
}

/** About five round ticks covering [min, max]. */
export function valueTicks(min: number, max: number): number[] {
  const span = max - min || Math.abs(max) || 1;
  const raw = span / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let value = Math.floor(min / step) * step; value <= max + step / 2; value += step) ticks.push(Number(value.toFixed(6)));
  return ticks.length > 1 ? ticks : [ticks[0] ?? min, (ticks[0] ?? min) + step];
}

/** The line through the points, broken wherever a gap (time-ordered) lies between two of them. */
function pathOf(points: readonly SeriesPoint[], gaps: readonly TimeSpan[], x: (ts: number) => number, y: (value: number) => number): string {
  let g = 0;
  return points
    .map((point, i) => {
      let broken = i === 0;
      if (i > 0) {
        const previous = points[i - 1]![0];
        while (g < gaps.length && gaps[g]!.end <= previous) g++;
        broken = g < gaps.length && gaps[g]!.start >= previous && gaps[g]!.end <= point[0];
      }
      return `${broken ? 'M' : 'L'}${round(x(point[0]))} ${round(y(point[1]))}`;
    })
    .join('');
}

function extent(values: readonly (number | null)[]): [number, number] | null {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  return present.length ? [Math.min(...present), Math.max(...present)] : null;
}

const text = (x: number, y: number, anchor: 'start' | 'middle' | 'end', label: string | number) =>
  `<text x="${round(x)}" y="${round(y)}" text-anchor="${anchor}" font-size="6.5" fill="#616161" font-family="${REPORT_FONT}">${label}</text>`;

/** The chart, or null when the device has no temperature readings in the range. */
export function chartSvg(device: Pick<DeviceReport, 'chart' | 'thresholds' | 'gaps'>, frame: ChartFrame): string | null {
  const temperature = device.chart.temperature;
  if (!temperature.length) return null;
  const humidity = device.chart.humidity;
  const { temperatureMin: low, temperatureMax: high } = device.thresholds;
  const right = humidity.length ? 30 : 10;
  const plot = { left: PAD.left, top: PAD.top, width: frame.width - PAD.left - right, height: frame.height - PAD.top - PAD.bottom };
  const bottom = plot.top + plot.height;

  const [lowest, highest] = extent([...temperature.map((point) => point[1]), low, high])!;
  const ticks = valueTicks(lowest, highest);
  const [yMin, yMax] = [ticks[0]!, ticks[ticks.length - 1]!];
  const span = Math.max(frame.end - frame.start, 1);
  const x = (ts: number) => plot.left + ((ts - frame.start) / span) * plot.width;
  const y = (value: number) => bottom - ((value - yMin) / (yMax - yMin)) * plot.height;

  const parts: string[] = [];
  // the band and its limits; the red copy of the line is clipped to what lies outside them
  const bandTop = high === null ? plot.top : y(high);
  const bandBottom = low === null ? bottom : y(low);
  if (low !== null || high !== null) parts.push(`<rect x="${plot.left}" y="${round(bandTop)}" width="${round(plot.width)}" height="${round(bandBottom - bandTop)}" fill="${CHART_COLORS.band}"/>`);
  for (const limit of [low, high]) {
    if (limit !== null) parts.push(`<line x1="${plot.left}" x2="${round(plot.left + plot.width)}" y1="${round(y(limit))}" y2="${round(y(limit))}" stroke="${CHART_COLORS.limit}" stroke-width="0.6" stroke-dasharray="3 2"/>`);
  }
  // the gaps over the band: no data there, whatever the line did around them
  for (const gap of device.gaps) {
    const x0 = Math.max(plot.left, x(gap.start));
    const x1 = Math.min(plot.left + plot.width, x(gap.end));
    if (x1 > x0 - 0.5) parts.push(`<rect x="${round(x0)}" y="${plot.top}" width="${round(Math.max(0.8, x1 - x0))}" height="${round(plot.height)}" fill="${CHART_COLORS.gap}"/>`);
  }
  for (const value of ticks) {
    parts.push(`<line x1="${plot.left}" x2="${round(plot.left + plot.width)}" y1="${round(y(value))}" y2="${round(y(value))}" stroke="#eeeeee" stroke-width="0.4"/>`);
    parts.push(text(plot.left - 3, y(value) + 2, 'end', value));
  }
  for (const tick of timeTicks(frame.start, frame.end, frame.utcOffsetMinutes)) {
    parts.push(`<line x1="${round(x(tick.ts))}" x2="${round(x(tick.ts))}" y1="${bottom}" y2="${bottom + 3}" stroke="${CHART_COLORS.axis}" stroke-width="0.5"/>`);
    parts.push(text(x(tick.ts), bottom + 11, 'middle', tick.label));
  }
  parts.push(`<rect x="${plot.left}" y="${plot.top}" width="${round(plot.width)}" height="${round(plot.height)}" fill="none" stroke="${CHART_COLORS.axis}" stroke-width="0.5"/>`);

  if (humidity.length) {
    const [hLow, hHigh] = extent(humidity.map((point) => point[1]))!;
    const hTicks = valueTicks(hLow, hHigh);
    const [hMin, hMax] = [hTicks[0]!, hTicks[hTicks.length - 1]!];
    const hy = (value: number) => bottom - ((value - hMin) / (hMax - hMin)) * plot.height;
    for (const value of hTicks) parts.push(text(plot.left + plot.width + 3, hy(value) + 2, 'start', value));
    parts.push(`<path d="${pathOf(humidity, device.gaps, x, hy)}" fill="none" stroke="${CHART_COLORS.humidity}" stroke-width="0.7"/>`);
  }

  const line = pathOf(temperature, device.gaps, x, y);
  parts.push(`<path d="${line}" fill="none" stroke="${CHART_COLORS.temperature}" stroke-width="0.9"/>`);
  if (low !== null || high !== null) {
    const outside = [
      high === null ? '' : `<rect x="0" y="0" width="${frame.width}" height="${round(bandTop)}"/>`,
      low === null ? '' : `<rect x="0" y="${round(bandBottom)}" width="${frame.width}" height="${round(frame.height - bandBottom)}"/>`,
    ].join('');
    parts.push(`<clipPath id="outside">${outside}</clipPath>`);
    parts.push(`<path d="${line}" fill="none" stroke="${CHART_COLORS.excursion}" stroke-width="1.1" clip-path="url(#outside)"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}" viewBox="0 0 ${frame.width} ${frame.height}">${parts.join('')}</svg>`;
}

import { CHART_MAX_POINTS } from '../../../src/lib/readings';
import { chartPoints } from './chartPoints';

describe('chartPoints', () => {
  it('asks for twice the plot width', () => {
    expect(chartPoints(300)).toBe(600);
    expect(chartPoints(812.4)).toBe(1625);
  });

  it('is capped at CHART_MAX_POINTS', () => {
    expect(CHART_MAX_POINTS).toBe(2000);
    expect(chartPoints(1000)).toBe(2000);
    expect(chartPoints(2560)).toBe(2000);
  });

  it('asks nothing before the plot has a width', () => {
    expect(chartPoints(0)).toBe(0);
    expect(chartPoints(Number.NaN)).toBe(0);
  });
});

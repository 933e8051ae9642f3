import { MOVING_KMH } from './maps';
import { headingDegrees, speedKmh, vehicleState } from './vehicleMotion';

/** 0.009° of latitude: 1,000.8 m on the mean Earth (111,195 m a degree) */
const p = (ts: number, lat: number, lng: number) => ({ ts, lat, lng });

describe('speedKmh', () => {
  it('is the distance over the time, in km/h with one decimal', () => {
    expect(speedKmh(p(0, 31, 121), p(60, 31.009, 121))).toBe(60);
    expect(speedKmh(p(0, 31, 121), p(3600, 31.009, 121))).toBe(1);
  });
  it('is null when the positions are not in time order', () => {
    expect(speedKmh(p(60, 31, 121), p(60, 31.009, 121))).toBeNull();
  });
});

describe('headingDegrees', () => {
  it('points north, east, south and west', () => {
    expect(headingDegrees(p(0, 31, 121), p(60, 31.01, 121))).toBe(0);
    expect(headingDegrees(p(0, 0, 121), p(60, 0, 121.01))).toBe(90);
    expect(headingDegrees(p(0, 31, 121), p(60, 30.99, 121))).toBe(180);
    expect(headingDegrees(p(0, 0, 121), p(60, 0, 120.99))).toBe(270);
  });
  it('is null for a vehicle that has not moved (GPS jitter of a few metres)', () => {
    expect(headingDegrees(p(0, 31, 121), p(60, 31.00001, 121))).toBeNull();
  });
});

describe('vehicleState', () => {
  it('takes offline, then an open alarm, then moving, else stopped', () => {
    expect(vehicleState(false, 2, 50)).toBe('offline');
    expect(vehicleState(true, 1, 50)).toBe('alarm');
    expect(vehicleState(true, 0, MOVING_KMH)).toBe('moving');
    expect(vehicleState(true, 0, MOVING_KMH - 0.1)).toBe('stopped');
    expect(vehicleState(true, 0, null)).toBe('stopped');
  });
});

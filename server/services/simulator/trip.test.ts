import { decodePolyline } from '../../../src/lib/polyline';
import { simulate } from './generate';
import { ROUTE_LEGS } from './routeGeometry';
import { distanceKm, placeOf, ROUTES, stopsOf } from './routes';
import { sampleDevice } from '../../../test/support/simulatorDevices';
import { scheduleOf } from './schedule';
import { positionAt, tripOf } from './trip';

const T0 = 1_767_225_600;
const DAY = 86_400;

/** Metres from a point to a polyline, computed flat around the point (a few hundred km at most). */
function metresToLine(lat: number, lng: number, line: Array<[number, number]>): number {
  const kx = 111_320 * Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  for (let i = 1; i < line.length; i += 1) {
    const [ax, ay] = [(line[i - 1]![1] - lng) * kx, (line[i - 1]![0] - lat) * 110_570];
    const [bx, by] = [(line[i]![1] - lng) * kx, (line[i]![0] - lat) * 110_570];
    const [dx, dy] = [bx - ax, by - ay];
    const len = dx * dx + dy * dy;
    const u = len > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len)) : 0;
    best = Math.min(best, Math.hypot(ax + u * dx, ay + u * dy));
  }
  return best;
}

describe('vehicles', () => {
  it('drive on their route’s stored polylines, which run from place to place through dense points', () => {
    ROUTES.forEach((route, r) => {
      const legs = ROUTE_LEGS[r]!.map((leg) => decodePolyline(leg));
      const places = route.points.slice(1).flatMap((p) => placeOf(p) ?? []);
      expect(legs).toHaveLength(places.length);
      legs.forEach((leg, i) => {
        const [from, to] = [i === 0 ? placeOf(route.points[0]!)! : places[i - 1]!, places[i]!];
        expect(distanceKm(leg[0]!, [from.lat, from.lng])).toBeLessThan(0.01);
        expect(distanceKm(leg[leg.length - 1]!, [to.lat, to.lng])).toBeLessThan(0.01);
        expect(leg.length).toBeGreaterThan(5);
      });
    });
    const line = (r: number) => ROUTE_LEGS[r]!.flatMap((leg) => decodePolyline(leg));
    for (let v = 0; v < 2 * ROUTES.length; v += 1) {
      const device = sampleDevice('refrigeratedVehicle', v);
      const trip = tripOf(device.tripKey, 3);
      const road = line(trip.route);
      let moving = 0;
      for (let s = T0; s < T0 + 2 * DAY; s += 97) {
        const at = positionAt(trip, s);
        if (at.moving) moving += 1;
        expect(metresToLine(at.lat, at.lng, road), `${device.tripKey} at ${s}`).toBeLessThan(50);
      }
      expect(moving).toBeGreaterThan(100);
    }
  });


  it('follow their route at road speed, and stand still at each consignee', () => {
    for (let v = 0; v < ROUTES.length; v += 1) {
      const device = sampleDevice('refrigeratedVehicle', v);
      const trip = tripOf(device.tripKey, 1);
      const stops = scheduleOf(device, 1, T0, T0 + 2 * DAY).filter((e) => e.kind === 'stop');
      const consignees = new Set(stopsOf(ROUTES[trip.route]!).map((p) => p.institution));
      expect(stops.length).toBeGreaterThan(0);
      for (const stop of stops) expect(consignees).toContain(stop.place);

      let driving = 0;
      let drivenKm = 0;
      for (let s = T0; s < T0 + 2 * DAY; s += 60) {
        const a = positionAt(trip, s);
        const b = positionAt(trip, s + 60);
        const kmh = distanceKm([a.lat, a.lng], [b.lat, b.lng]) * 60;
        // never faster than an expressway allows; inside the Yangtze delta
        expect(kmh).toBeLessThan(100);
        expect(a.lat).toBeGreaterThan(29.5);
        expect(a.lat).toBeLessThan(32.5);
        expect(a.lng).toBeGreaterThan(117);
        expect(a.lng).toBeLessThan(122);
        const standing = stops.some((e) => s >= e.start && s + 60 < e.end);
        if (standing) expect(kmh).toBe(0);
        if (a.moving && b.moving && a.leg === b.leg) {
          driving += 60;
          drivenKm += kmh / 60;
        }
      }
      // the average speed on the road: what a loaded refrigerated truck keeps on an expressway
      expect((drivenKm / driving) * 3600).toBeGreaterThan(55);
      expect((drivenKm / driving) * 3600).toBeLessThan(85);
    }
  });

  it('report the position they are at, and open the door at the consignee', () => {
    const device = sampleDevice('frozenVehicle', 1);
    const trip = tripOf(device.tripKey, 1);
    const doors = scheduleOf(device, 1, T0, T0 + 2 * DAY).filter((e) => e.kind === 'door');
    expect(doors.length).toBeGreaterThan(0);
    for (const door of doors) {
      const s = door.start + 60;
      const values = simulate(device, 1, s);
      if (!values) continue; // offline
      const where = positionAt(trip, s);
      expect(values.door).toBe(1);
      expect(values.lat).toBeCloseTo(where.lat, 5);
      expect(values.lng).toBeCloseTo(where.lng, 5);
      expect(simulate(device, 1, door.end + 60)?.door ?? 0).toBe(0);
    }
  });

  it('share one trip when two devices ride the same vehicle', () => {
    const a = { ...sampleDevice('refrigeratedVehicle', 0), number: '31000001' };
    const b = { ...sampleDevice('refrigeratedVehicle', 0), number: '31000002' };
    for (let s = T0; s < T0 + DAY; s += 1800) {
      const [va, vb] = [simulate(a, 1, s), simulate(b, 1, s)];
      if (va && vb) expect([va.lat, va.lng]).toEqual([vb.lat, vb.lng]);
    }
  });
});

describe('batteries', () => {
  it('of a battery-only tag drain through weeks and are replaced full', () => {
    const device = sampleDevice('chilledBox', 4);
    const replaced = scheduleOf(device, 1, T0, T0 + 90 * DAY).filter((e) => e.kind === 'batteryReplaced');
    expect(replaced.length).toBeGreaterThanOrEqual(2);
    const level = (s: number) => {
      for (let t = s; t < s + 6 * 3600; t += 600) {
        const values = simulate(device, 1, t);
        if (values) return values.battery!;
      }
      throw new Error('offline for six hours');
    };
    for (const { start } of replaced) {
      expect(level(start - 6 * 3600 - 1)).toBeLessThan(15);
      expect(level(start)).toBeGreaterThan(98);
    }
    const [first, second] = replaced;
    let previous = Infinity;
    for (let s = first!.start; s < second!.start; s += DAY / 2) {
      const values = simulate(device, 1, s);
      if (!values) continue;
      expect(values.battery!).toBeLessThanOrEqual(previous);
      previous = values.battery!;
    }
  });
});

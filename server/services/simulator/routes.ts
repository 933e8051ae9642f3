/**
 * Seeded routes between real places of the Yangtze delta, with the rough shape of the expressways
 * they follow (a handful of WGS-84 waypoints each: G2 Shanghai–Nanjing, G60 Shanghai–Hangzhou, G92
 * Hangzhou–Ningbo, the Hangzhou Bay bridge, G40 Nanjing–Hefei, G50/G25 Suzhou–Huzhou–Hangzhou, the
 * Sutong bridge). The vehicles drive the polylines of routeGeometry.ts, built from these waypoints
 * (synthetic curves, not road geometry: see its generator, test/support/routeGeometry.build.ts).
 * A route starts at its depot (the consignor) and calls at consignees in order.
 * The seed takes consignors and consignees of the waybills from here, so a waybill's vehicle
 * drives to that waybill's consignee.
 */

export interface Place {
  institution: string;
  address: string;
  contactPerson: string;
  contactNumber: string;
  lat: number;
  lng: number;
}

export const PLACES = {
  shanghai: { institution: '上海浦东冷链物流中心', address: '上海市浦东新区康桥东路1001号', contactPerson: '周敏', contactNumber: '13761234567', lat: 31.1552, lng: 121.5772 },
  suzhou: { institution: '苏州市疾病预防控制中心', address: '苏州市姑苏区三香路72号', contactPerson: '吴婷', contactNumber: '13913456789', lat: 31.2989, lng: 120.5853 },
  wuxi: { institution: '无锡市人民医院', address: '无锡市梁溪区清扬路299号', contactPerson: '钱磊', contactNumber: '13806171234', lat: 31.5602, lng: 120.3049 },
  changzhou: { institution: '常州市第一人民医院', address: '常州市天宁区局前街185号', contactPerson: '孙悦', contactNumber: '13961123456', lat: 31.7813, lng: 119.9576 },
  nanjing: { institution: '南京市疾控中心', address: '南京市鼓楼区紫竹林3号', contactPerson: '王芳', contactNumber: '13812345678', lat: 32.0603, lng: 118.7969 },
  jiangning: { institution: '江宁区人民医院', address: '南京市江宁区鹤山路169号', contactPerson: '李强', contactNumber: '13987654321', lat: 31.9516, lng: 118.8399 },
  hangzhou: { institution: '杭州冷链物流中心', address: '杭州市余杭区仓前街道', contactPerson: '陈晨', contactNumber: '+8657188886666', lat: 30.2920, lng: 120.0110 },
  jiaxing: { institution: '嘉兴市第一医院', address: '嘉兴市南湖区中环南路1882号', contactPerson: '沈洁', contactNumber: '13857312345', lat: 30.7461, lng: 120.7555 },
  shaoxing: { institution: '绍兴市人民医院', address: '绍兴市越城区中兴北路568号', contactPerson: '马骏', contactNumber: '13957512345', lat: 30.0123, lng: 120.5795 },
  cixi: { institution: '慈溪市人民医院', address: '慈溪市浒山街道南二环东路999号', contactPerson: '胡静', contactNumber: '13805741234', lat: 30.1694, lng: 121.2660 },
  ningbo: { institution: '宁波市疾病预防控制中心', address: '宁波市海曙区永丰路237号', contactPerson: '林涛', contactNumber: '13906621234', lat: 29.8683, lng: 121.5440 },
  hefei: { institution: '合肥冷链物流园', address: '合肥市肥东县撮镇镇', contactPerson: '许亮', contactNumber: '13965012345', lat: 31.8206, lng: 117.2272 },
  huzhou: { institution: '湖州市中心医院', address: '湖州市吴兴区红旗路1558号', contactPerson: '蒋丽', contactNumber: '13905721234', lat: 30.8930, lng: 120.0868 },
  changshu: { institution: '常熟市医药有限公司', address: '常熟市虞山街道海虞北路50号', contactPerson: '杨帆', contactNumber: '13914523456', lat: 31.6540, lng: 120.7520 },
  nantong: { institution: '南通市第一人民医院', address: '南通市崇川区孩儿巷北路6号', contactPerson: '朱琳', contactNumber: '13962812345', lat: 31.9802, lng: 120.8943 },
} as const satisfies Record<string, Place>;

export type PlaceName = keyof typeof PLACES;

/** A point of a route: a waypoint of the road's shape, or a place the vehicle calls at. */
export type RoutePoint = readonly [lat: number, lng: number] | PlaceName;

export interface Route {
  name: string;
  /** the first point is the depot, a place; the vehicle drives back to it after the last stop */
  points: readonly RoutePoint[];
}

export const ROUTES: readonly Route[] = [
  {
    name: 'G2 沪宁',
    points: ['shanghai', [31.34, 121.26], [31.36, 120.97], 'suzhou', [31.45, 120.45], 'wuxi', [31.66, 120.12], 'changzhou', [31.99, 119.58], [32.1, 119.38], [31.98, 119.16], [32.04, 118.93], 'nanjing', 'jiangning'],
  },
  { name: 'G60 沪杭', points: ['shanghai', [31.03, 121.23], [30.89, 121.02], 'jiaxing', [30.63, 120.56], [30.42, 120.3], 'hangzhou'] },
  { name: 'G92 杭甬', points: ['hangzhou', [30.18, 120.27], 'shaoxing', [30.03, 120.87], [30.04, 121.15], 'ningbo'] },
  { name: '杭州湾跨海大桥', points: ['shanghai', [31.11, 121.38], [30.7, 121.1], [30.47, 121.0], [30.23, 121.17], 'cixi', 'ningbo'] },
  { name: 'G40 宁合', points: ['nanjing', [32.06, 118.62], [32.1, 118.27], [31.88, 117.47], 'hefei'] },
  { name: 'G50 苏湖杭', points: ['suzhou', [31.16, 120.64], [30.88, 120.42], 'huzhou', [30.54, 119.98], 'hangzhou'] },
  { name: '苏通大桥', points: ['shanghai', [31.46, 121.1], 'changshu', [31.75, 120.99], [31.8, 121.01], 'nantong'] },
];

export function placeOf(point: RoutePoint): Place | null {
  return typeof point === 'string' ? PLACES[point as PlaceName] : null;
}

export function coordinates(point: RoutePoint): readonly [number, number] {
  const place = placeOf(point);
  return place ? [place.lat, place.lng] : (point as readonly [number, number]);
}

/** The depot of a route, where its waybills are sent from. */
export function depotOf(route: Route): Place {
  return placeOf(route.points[0]!)!;
}

/** The places a route calls at after its depot, in order. */
export function stopsOf(route: Route): Place[] {
  return route.points.slice(1).flatMap((point) => placeOf(point) ?? []);
}

/** The route a vehicle follows: fixed by its key (the asset's code, or the device's number when it has no asset). */
export function routeIndexOf(key: number): number {
  return key % ROUTES.length;
}

const EARTH_KM = 6371.0088;

/** Great-circle distance in km. */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

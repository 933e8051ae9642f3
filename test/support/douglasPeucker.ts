/**
 * Douglas–Peucker simplification for the build scripts of shipped geometry (chinaOutline.build.ts,
 * routeGeometry.build.ts): keeps the points farther than `tolerance` from the chord of their run,
 * the first and the last always. Distance by the caller's `distance(point, a, b)` to segment a–b,
 * in the caller's unit (kilometres in both), whatever its coordinate order.
 */
export function douglasPeucker<P>(points: readonly P[], tolerance: number, distance: (p: P, a: P, b: P) => number): P[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let at = -1;
    for (let i = first + 1; i < last; i += 1) {
      const d = distance(points[i]!, points[first]!, points[last]!);
      if (d > worst) [worst, at] = [d, i];
    }
    if (worst > tolerance) {
      keep[at] = 1;
      stack.push([first, at], [at, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** Context-menu placement, pure. */
export interface Point {
  left: number;
  top: number;
}

/** What the tab menu takes on screen before it is measured: four items. */
export const TAG_MENU_SIZE = { width: 200, height: 4 * 36 + 16 } as const;

/** Place a box of `size` at `point`, moved back inside the viewport (with a margin) if it would overflow. */
export function clampToViewport(point: Point, size: { width: number; height: number }, viewport: { width: number; height: number }, margin = 8): Point {
  const clamp = (value: number, extent: number, room: number) => Math.max(margin, Math.min(value, room - extent - margin));
  return { left: clamp(point.left, size.width, viewport.width), top: clamp(point.top, size.height, viewport.height) };
}

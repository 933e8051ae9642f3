/**
 * Paints one 256 px tile of the offline basemap from shapes projected at the tile's zoom: the land
 * filled, then coastlines, province and country borders. Only shapes whose box crosses the tile
 * are drawn; the canvas clips the rest.
 */
import { BASEMAP_COLORS, PROVINCE_MIN_ZOOM } from './basemapStyle';
import type { PixelShape, ProjectedShapes } from './projectShapes';

export const TILE_SIZE = 256;
/** px around the tile whose lines still count (a line's width spills over the edge) */
const MARGIN = 2;

function crosses(shape: PixelShape, x0: number, y0: number): boolean {
  const [minX, minY, maxX, maxY] = shape.box;
  return maxX >= x0 - MARGIN && minX <= x0 + TILE_SIZE + MARGIN && maxY >= y0 - MARGIN && minY <= y0 + TILE_SIZE + MARGIN;
}

function trace(ctx: CanvasRenderingContext2D, points: Float64Array, x0: number, y0: number, close: boolean): void {
  if (points.length < 4) return;
  ctx.moveTo((points[0] as number) - x0, (points[1] as number) - y0);
  for (let i = 2; i < points.length; i += 2) ctx.lineTo((points[i] as number) - x0, (points[i + 1] as number) - y0);
  if (close) ctx.closePath();
}

function strokeAll(ctx: CanvasRenderingContext2D, shapes: PixelShape[], x0: number, y0: number, style: { color: string; width: number; dash?: number[] }) {
  ctx.beginPath();
  for (const shape of shapes) if (crosses(shape, x0, y0)) for (const line of shape.points) trace(ctx, line, x0, y0, false);
  ctx.strokeStyle = style.color;
  ctx.lineWidth = style.width;
  ctx.setLineDash(style.dash ?? []);
  ctx.stroke();
}

/** Paints the tile (x, y) of `shapes.zoom`, the context already scaled for the screen's pixel ratio. */
export function drawTile(ctx: CanvasRenderingContext2D, shapes: ProjectedShapes, x: number, y: number): void {
  const x0 = x * TILE_SIZE;
  const y0 = y * TILE_SIZE;
  ctx.fillStyle = BASEMAP_COLORS.sea;
  ctx.fillRect(0, 0, TILE_SIZE, TILE_SIZE);
  ctx.beginPath();
  for (const polygon of shapes.land) if (crosses(polygon, x0, y0)) for (const ring of polygon.points) trace(ctx, ring, x0, y0, true);
  ctx.fillStyle = BASEMAP_COLORS.land;
  // lakes are holes of the land: even-odd fills the land and leaves them water, whatever the rings' direction
  ctx.fill('evenodd');
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  strokeAll(ctx, shapes.coastlines, x0, y0, { color: BASEMAP_COLORS.coast, width: 1 });
  if (shapes.zoom >= PROVINCE_MIN_ZOOM) strokeAll(ctx, shapes.provinces, x0, y0, { color: BASEMAP_COLORS.province, width: 0.8, dash: [4, 3] });
  strokeAll(ctx, shapes.borders, x0, y0, { color: BASEMAP_COLORS.border, width: 1.2 });
}

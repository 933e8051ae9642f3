import L from 'leaflet';
import { canvasAvailable } from '../mapRenderer';
import { TILE_SIZE, drawTile } from './drawTile';
import { projectShapes, type ProjectedShapes } from './projectShapes';
import type { BasemapShapes } from './shapes';

/** painting time per slice: the rest of the frame stays for panning */
const SLICE_MS = 8;

/** zooms whose projection is kept: the current one and its neighbours while zooming in and out */
const KEEP_ZOOMS = 3;

/**
 * The offline basemap as canvas tiles painted in the browser from the vector data. Like raster
 * tiles, a painted tile stays until it leaves the view: a pan paints only the tiles that come in
 * (a full-view vector redraw at the end of every pan cost up to 300 ms a frame with 5,000 markers).
 */
export class BasemapGridLayer extends L.GridLayer {
  private readonly shapes: BasemapShapes;
  private readonly projected = new Map<number, ProjectedShapes>();

  constructor(shapes: BasemapShapes, options: L.GridLayerOptions) {
    super({ tileSize: TILE_SIZE, updateWhenIdle: false, keepBuffer: 4, ...options });
    this.shapes = shapes;
  }

  private at(zoom: number): ProjectedShapes {
    let shapes = this.projected.get(zoom);
    if (!shapes) {
      shapes = projectShapes(this.shapes, zoom);
      this.projected.set(zoom, shapes);
      const oldest = this.projected.keys().next().value;
      if (this.projected.size > KEEP_ZOOMS && oldest !== undefined) this.projected.delete(oldest);
    }
    return shapes;
  }

  override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const tile = document.createElement('canvas');
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    tile.width = TILE_SIZE * ratio;
    tile.height = TILE_SIZE * ratio;
    // painted a few at a time between frames: a zoom's 30 tiles would otherwise stall one frame
    this.queue.push(() => {
      const ctx = canvasAvailable() ? tile.getContext('2d') : null;
      if (ctx) {
        ctx.scale(ratio, ratio);
        drawTile(ctx, this.at(coords.z), coords.x, coords.y);
      }
      done(undefined, tile);
    });
    this.schedule();
    return tile;
  }

  private readonly queue: Array<() => void> = [];
  private scheduled = false;

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => {
      this.scheduled = false;
      const until = performance.now() + SLICE_MS;
      while (this.queue.length > 0 && performance.now() < until) this.queue.shift()?.();
      if (this.queue.length > 0) this.schedule();
    }, 0);
  }

  override onRemove(map: L.Map): this {
    this.queue.length = 0;
    return super.onRemove(map);
  }
}

import L from 'leaflet';

let canvasWorks: boolean | undefined;

/**
 * Whether a 2D canvas can be drawn on. Browsers: yes; jsdom (the component tests) has the element
 * but no context, and Leaflet's canvas renderer would throw on its first draw.
 */
export function canvasAvailable(): boolean {
  if (canvasWorks === undefined) {
    try {
      canvasWorks = typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvasWorks = false;
    }
  }
  return canvasWorks;
}

/** A renderer of many shapes for one pane: canvas (one element, fast pans), SVG where there is none. */
export function createRenderer(options: L.RendererOptions): L.Renderer {
  return canvasAvailable() ? L.canvas(options) : L.svg(options);
}

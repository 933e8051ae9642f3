/**
 * Read by screen readers, not shown: a column head of icons, a chart's words, a verdict beside a
 * colour. One pixel wide in pixels — in MUI's `sx` a width of 1 is 100 %, and a hidden text as wide
 * as the page made the page scroll sideways (issue 26 §3). Usable as `sx` and as `style`.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

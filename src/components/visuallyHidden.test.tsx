/**
 * The console's visually hidden text is one pixel, as `sx` and as `style`: in MUI's `sx` a width
 * of 1 means 100 % (issue 26 §3: a hidden text as wide as the page made the page scroll sideways).
 */
import { render, screen } from '@testing-library/react';
import Box from '@mui/material/Box';
import { VISUALLY_HIDDEN } from './visuallyHidden';

/** The hidden text's box, as the browser would size it. */
function expectHidden(element: HTMLElement) {
  const style = getComputedStyle(element);
  expect(style.position).toBe('absolute');
  expect(style.width).toBe('1px');
  expect(style.height).toBe('1px');
  expect(style.overflow).toBe('hidden');
  expect(style.whiteSpace).toBe('nowrap');
}

describe('VISUALLY_HIDDEN', () => {
  it('is one pixel square and clipped, through sx and through style', () => {
    render(
      <div style={{ width: 1440 }}>
        <Box component="span" sx={VISUALLY_HIDDEN}>
          through sx
        </Box>
        <span style={VISUALLY_HIDDEN}>through style</span>
      </div>,
    );
    expectHidden(screen.getByText('through sx'));
    expectHidden(screen.getByText('through style'));
  });
});

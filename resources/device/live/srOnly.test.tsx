/**
 * The device pages' hidden verdicts ("above its maximum" beside a red value) are one pixel wide:
 * written as `sx` with `width: 1`, MUI made them 100 % of the page, and the device detail page
 * scrolled sideways at 1440 px and at 390 px (issue 26 §3).
 */
import { render, screen } from '@testing-library/react';
import Box from '@mui/material/Box';
import { SR_ONLY } from './srOnly';

describe('SR_ONLY of the device pages', () => {
  it('is one pixel wide through sx, not the width of the page', () => {
    render(
      <div style={{ width: 1440 }}>
        <Box component="span" sx={SR_ONLY}>
          above its maximum
        </Box>
      </div>,
    );
    const style = getComputedStyle(screen.getByText('above its maximum'));
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
    expect(style.position).toBe('absolute');
  });
});

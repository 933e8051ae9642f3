// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { overlayOpen } from './overlayOpen';

const portal = (className: string, style = '') => {
  const el = document.createElement('div');
  el.className = className;
  el.setAttribute('style', style);
  document.body.append(el);
  return el;
};

afterEach(() => document.body.replaceChildren());

describe('overlayOpen', () => {
  it('sees an open dialog, menu or popover (MUI Modal) and an open tooltip or listbox (MUI Popper)', () => {
    expect(overlayOpen()).toBe(false);
    portal('MuiDialog-root MuiModal-root');
    expect(overlayOpen()).toBe(true);
    document.body.replaceChildren();
    portal('MuiTooltip-popper MuiPopper-root');
    expect(overlayOpen()).toBe(true);
  });

  it('does not count a closed modal kept mounted, one hidden with its page, or one inside the page', () => {
    portal('MuiModal-root MuiModal-hidden');
    portal('MuiPopover-root MuiModal-root', 'display: none !important;');
    const page = portal('page');
    page.append(portal('MuiPopper-root'));
    expect(overlayOpen()).toBe(false);
  });
});

/**
 * Dialogs, menus, popovers and tooltips render in portals at the end of <body>, outside the page
 * that opened them (MUI's Modal and Popper).
 */
const OVERLAYS = 'body > .MuiModal-root, body > .MuiPopper-root';

/**
 * Whether something a page opened in a portal is on screen now. Closed modals that stay mounted
 * (MUI's keepMounted) do not count, nor those of hidden pages (React's <Activity> hides them).
 */
export function overlayOpen(doc: Document = document): boolean {
  return Array.from(doc.querySelectorAll<HTMLElement>(OVERLAYS)).some((el) => !el.classList.contains('MuiModal-hidden') && el.style.display !== 'none');
}

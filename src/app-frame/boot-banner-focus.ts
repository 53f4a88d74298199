/**
 * index.html paints the cookie banner before the app starts, and React then replaces that markup (first with the
 * splash's copy of it, then with the real banner). A keyboard user who has already tabbed into it would lose their
 * place at each swap, so the place is remembered here and handed to the real banner when it mounts.
 */
const CONTROLS = 'button, a[href]';
let focusedIndex: number | null = null;

function controlIndexIn(banner: Element, target: Element): number {
  return Array.from(banner.querySelectorAll(CONTROLS)).indexOf(target);
}

function follow(target: Element | null): void {
  const banner = target?.closest('.boot-cookie-banner');
  if (target && banner) focusedIndex = controlIndexIn(banner, target);
}

/**
 * Installed as soon as the app's code runs, before the first render: follows focus inside a banner that is still
 * index.html's markup, starting from where focus already is (a keyboard user can reach it before any script runs).
 */
export function followBootBannerFocus(doc: Document): void {
  follow(doc.activeElement);
  doc.addEventListener('focusin', (event) => follow(event.target instanceof Element ? event.target : null));
}

/** The real banner gives focus back to the control the person was on, unless focus has moved on since. */
export function restoreBootBannerFocus(banner: HTMLElement | null): void {
  const index = focusedIndex;
  focusedIndex = null;
  if (index === null || index < 0 || !banner) return;
  const active = banner.ownerDocument.activeElement;
  if (active && active !== banner.ownerDocument.body) return;
  const control = banner.querySelectorAll<HTMLElement>(CONTROLS)[index];
  control?.focus();
}

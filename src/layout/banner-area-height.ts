/** The custom property on the root that holds the banner area's height (0px when it shows nothing). */
const BANNER_AREA_HEIGHT = '--banner-area-height';

/**
 * The banner area's ref: keeps BANNER_AREA_HEIGHT at its height while it is on the page. On a wide screen the
 * banners stick to the top of the window, and what sticks below them (the sidebar) and what is scrolled to
 * (scroll-padding) must clear them: their height changes with how many banners show and how their text wraps.
 */
export function keepBannerAreaHeight(area: HTMLElement | null): (() => void) | undefined {
  if (!area) return undefined;
  const root = document.documentElement.style;
  const write = () => root.setProperty(BANNER_AREA_HEIGHT, `${area.getBoundingClientRect().height}px`);
  write();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(write);
  observer?.observe(area);
  // Taken off the page (no banner left): nothing to clear.
  return () => {
    observer?.disconnect();
    root.setProperty(BANNER_AREA_HEIGHT, '0px');
  };
}

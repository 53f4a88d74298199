import { useLayoutEffect, type RefObject } from 'react';

/** The custom property on the root that holds the banner area's height (0px when it shows nothing). */
export const BANNER_AREA_HEIGHT = '--banner-area-height';

/**
 * Keeps BANNER_AREA_HEIGHT at the height of `area` while it is shown. On a wide screen the banners stick to the top
 * of the window, and what sticks below them (the sidebar) and what is scrolled to (scroll-padding) must clear
 * them: their height changes with how many banners show and how their text wraps.
 */
export function useBannerAreaHeight(area: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = area.current;
    const root = document.documentElement.style;
    if (!shown || !element) {
      root.setProperty(BANNER_AREA_HEIGHT, '0px');
      return;
    }
    const write = () => root.setProperty(BANNER_AREA_HEIGHT, `${element.getBoundingClientRect().height}px`);
    write();
    if (typeof ResizeObserver === 'undefined') return () => root.setProperty(BANNER_AREA_HEIGHT, '0px');
    const observer = new ResizeObserver(write);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.setProperty(BANNER_AREA_HEIGHT, '0px');
    };
  }, [area, shown]);
}

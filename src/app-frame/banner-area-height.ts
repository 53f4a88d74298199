/**
 * The custom property that holds the banner area's height (0px when it shows nothing). It is registered as not
 * inherited (app.css), and set only on the elements that read it: the page root (its scroll-padding) and the
 * sidebar (its sticky top). A change then restyles those two elements, not every element of the page, as an
 * inherited property set on the root would.
 */
const BANNER_AREA_HEIGHT = '--banner-area-height';

let height = 0;
const readers = new Set<HTMLElement>();

const write = (element: HTMLElement) => element.style.setProperty(BANNER_AREA_HEIGHT, `${height}px`);

function publish(next: number): void {
  if (next === height) return;
  height = next;
  write(document.documentElement);
  readers.forEach(write);
}

/**
 * The banner area's ref: keeps BANNER_AREA_HEIGHT at its height while it is on the page. On a wide screen the
 * banners stick to the top of the window, and what sticks below them (the sidebar) and what is scrolled to
 * (scroll-padding) must clear them: their height changes with how many banners show and how their text wraps.
 * The height comes from a ResizeObserver, whose first report arrives after the page's next layout and before
 * its paint: reading it during React's commit would lay the page out there, once more than needed.
 */
export function keepBannerAreaHeight(area: HTMLElement | null): (() => void) | undefined {
  if (!area || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(([entry]) => publish(entry?.borderBoxSize[0]?.blockSize ?? area.offsetHeight));
  observer.observe(area);
  // Taken off the page (no banner left): nothing to clear.
  return () => {
    observer.disconnect();
    publish(0);
  };
}

/** The ref of an element whose own styles read BANNER_AREA_HEIGHT (the sidebar): it is kept up to date there. */
export function readBannerAreaHeight(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  write(element);
  readers.add(element);
  return () => {
    readers.delete(element);
  };
}

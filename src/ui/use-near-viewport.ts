import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true once it has): code for something
 * below the fold (a chart) is fetched when the person scrolls towards it, not with the page. Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '200px'): [boolean, RefObject<T | null>] {
  const element = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, margin]);
  return [near, element];
}

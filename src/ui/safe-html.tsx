import { useLayoutEffect, useRef, useState } from 'react';
import { canSetHtmlSafely, setHtmlSafely } from './native-sanitizer';

interface SafeHtmlProps {
  /** Rich text from the content service or a product description: sanitised before it reaches the DOM. */
  html: string | null | undefined;
  className?: string;
}

/**
 * Renders outside HTML made inert: by the browser's own sanitiser where it has one (native-sanitizer.ts), else by
 * DOMPurify (sanitize-html.ts), which is then downloaded; nothing at all for empty input.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const element = useRef<HTMLDivElement>(null);
  const native = canSetHtmlSafely();
  const [fallback, setFallback] = useState<{ html: string; clean: string } | null>(null);
  useLayoutEffect(() => {
    const target = element.current;
    if (!html || !target) return;
    if (native) {
      setHtmlSafely(target, html);
      return;
    }
    let current = true;
    void import('./sanitize-html').then(({ sanitizeHtml }) => {
      if (current) setFallback({ html, clean: sanitizeHtml(html) });
    });
    return () => {
      current = false;
    };
  }, [html, native]);
  if (!html) return null;
  const classes = ['rich-text', className].filter(Boolean).join(' ');
  // The browser's sanitiser fills the element itself: React renders it empty and leaves its children alone.
  if (native) return <div ref={element} className={classes} />;
  return <div ref={element} className={classes} dangerouslySetInnerHTML={{ __html: fallback?.html === html ? fallback.clean : '' }} />;
}

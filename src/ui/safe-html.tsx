import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

interface SafeHtmlProps {
  /** Rich text from the content service or a product description: sanitised before it reaches the DOM. */
  html: string | null | undefined;
  className?: string;
}

/** Renders outside HTML made inert by DOMPurify (sanitize-html.ts); nothing at all for empty input. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;
  return <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}

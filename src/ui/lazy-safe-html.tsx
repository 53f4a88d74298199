import { lazy, Suspense, type ComponentProps } from 'react';

const SafeHtmlCode = lazy(async () => ({ default: (await import('./safe-html')).SafeHtml }));

/**
 * SafeHtml for rich text that is not what the page is for (an analyte's description under its result): the
 * sanitiser (DOMPurify) then arrives after the page's own content instead of delaying it.
 */
export function LazySafeHtml(props: ComponentProps<typeof SafeHtmlCode>) {
  return (
    <Suspense fallback={null}>
      <SafeHtmlCode {...props} />
    </Suspense>
  );
}

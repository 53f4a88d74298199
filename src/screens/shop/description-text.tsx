/**
 * Until src/ui/safe-html.tsx is on main: the description's text only, read by an inert DOMParser (no
 * script runs, no markup is inserted). Replaced by <SafeHtml> once it lands.
 */
export function DescriptionText({ html }: { html: string }) {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return <p className="product__description">{text}</p>;
}

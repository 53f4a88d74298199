/**
 * index.html's head in the order the first paint needs it. The first paint comes from the page's own markup
 * (splash, cookie banner), so the stylesheets go first and the page's scripts are fetched at low priority: they
 * still start at once, but never ahead of what that paint waits for. `early` (the session preload, the head
 * script) follows the stylesheets.
 */
export function firstPaintHead(html: string, early: readonly string[]): string {
  const stylesheet = /\n?[ \t]*(<link rel="stylesheet"[^>]*>)/g;
  const stylesheets = [...html.matchAll(stylesheet)].map(([, tag]) => tag);
  const rest = html.replace(stylesheet, '');
  const arranged = rest.replace('</title>', `</title>\n    ${[...stylesheets, ...early].join('\n    ')}`);
  return arranged.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

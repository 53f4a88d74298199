import DOMPurify from 'dompurify';

/** Elements that could run code, load a page inside ours, submit data or restyle the page: never kept. */
const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'];

let hooked = false;
/** The page origin of the current sanitize call; the hook is registered once and reads it. */
let pageOrigin = '';

/**
 * Links to other hosts open in a new tab that cannot reach back into ours (rel noopener), and say so to
 * assistive technology; links within the app stay in the tab.
 */
function hookExternalLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null) return;
    let target: URL;
    try {
      target = new URL(href, pageOrigin);
    } catch {
      node.removeAttribute('href');
      return;
    }
    if (target.origin === pageOrigin) {
      node.removeAttribute('target');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
    node.setAttribute('data-external', 'true');
  });
}

/**
 * HTML from the content service made inert: no scripts, event handlers, javascript: or data: links,
 * frames, forms, SVG or MathML; only the HTML profile survives.
 */
export function sanitizeHtml(html: string, origin: string = window.location.origin): string {
  pageOrigin = origin;
  hookExternalLinks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['style', 'srcset'],
    ALLOW_DATA_ATTR: false,
  });
}

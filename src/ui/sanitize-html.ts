import DOMPurify from 'dompurify';
import { FORBIDDEN_ATTRIBUTES, FORBIDDEN_TAGS } from './forbidden-markup';
import { markUndescribedImage } from './image-alt';
import { setLinkTarget } from './link-target';

let hooked = false;
/** The page origin of the current sanitize call; the hook is registered once and reads it. */
let pageOrigin = '';

function hookExternalLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') setLinkTarget(node, pageOrigin);
    if (node.tagName === 'IMG') markUndescribedImage(node);
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
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
  });
}

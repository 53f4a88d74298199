import { FORBIDDEN_ATTRIBUTES, FORBIDDEN_TAGS } from './forbidden-markup';
import { markUndescribedImage } from './image-alt';
import { setLinkTarget } from './link-target';

/** Element.setHTML (the HTML Sanitizer API): not yet in TypeScript's DOM types. */
interface SafelySettable {
  setHTML(html: string, options: { sanitizer: SanitizerConfig }): void;
}

const SANITIZER: SanitizerConfig = {
  removeElements: [
    ...FORBIDDEN_TAGS,
    { name: 'svg', namespace: 'http://www.w3.org/2000/svg' },
    { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' },
  ],
  removeAttributes: FORBIDDEN_ATTRIBUTES,
  comments: false,
};

/** As DOMPurify allows them: web and contact links, and relative ones; an image may also be a data: image. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);/i;
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'poster', 'cite', 'background'];

/** Whether the browser sanitises HTML itself (Element.setHTML), so DOMPurify need not be downloaded. */
export function canSetHtmlSafely(): boolean {
  return typeof Element !== 'undefined' && 'setHTML' in Element.prototype;
}

/** Whether a URL attribute may stay: control characters and spaces are ignored, as browsers ignore them. */
export function keepsUrl(tagName: string, attribute: string, value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020]/g, '');
  return SAFE_URL.test(url) || (tagName === 'IMG' && attribute === 'src' && DATA_IMAGE.test(url));
}

/**
 * Puts outside HTML into `element` through the browser's own sanitiser. setHTML always drops what could run code
 * (scripts, event handlers, javascript: URLs) whatever the configuration; the configuration and the pass after it
 * drop what DOMPurify's profile drops too (frames, forms, styles, SVG and MathML, data attributes, data: and other
 * schemes' links), and links get their target and images without alt text an empty one, as there.
 */
export function setHtmlSafely(element: Element, html: string, origin: string = window.location.origin): void {
  (element as unknown as SafelySettable).setHTML(html, { sanitizer: SANITIZER });
  for (const node of element.querySelectorAll('*')) {
    for (const { name, value } of [...node.attributes]) {
      if (name.startsWith('data-') || (URL_ATTRIBUTES.includes(name) && !keepsUrl(node.tagName, name, value))) node.removeAttribute(name);
    }
  }
  for (const anchor of element.querySelectorAll('a')) setLinkTarget(anchor, origin);
  for (const image of element.querySelectorAll('img')) markUndescribedImage(image);
}

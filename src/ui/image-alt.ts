/**
 * An image in outside HTML that its author gave no alt text: marked decorative (alt=""), so a screen reader skips
 * it rather than reading out its file name. Its words can only come from the content, so the content check
 * (imagesWithoutAlt) reports it to the author.
 */
export function markUndescribedImage(image: Element): void {
  if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
}

const IMAGE_TAG = /<img\b[^>]*>/gi;
const ALT_ATTRIBUTE = /\salt\s*=/i;

/** The <img> tags of outside HTML that have no alt attribute, as written: what a content check reports. */
export function imagesWithoutAlt(html: string): string[] {
  return (html.match(IMAGE_TAG) ?? []).filter((tag) => !ALT_ATTRIBUTE.test(tag));
}

/**
 * Links to other hosts open in a new tab that cannot reach back into ours (rel noopener), and say so to assistive
 * technology; links within the app stay in the tab; a link that is no URL loses its href.
 */
export function setLinkTarget(anchor: Element, pageOrigin: string): void {
  const href = anchor.getAttribute('href');
  if (href === null) return;
  let target: URL;
  try {
    target = new URL(href, pageOrigin);
  } catch {
    anchor.removeAttribute('href');
    return;
  }
  if (target.origin === pageOrigin) {
    anchor.removeAttribute('target');
    return;
  }
  anchor.setAttribute('target', '_blank');
  anchor.setAttribute('rel', 'noopener noreferrer');
  anchor.setAttribute('data-external', 'true');
}

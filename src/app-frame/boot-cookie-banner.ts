/**
 * index.html paints the cookie banner before any of the app's code runs (codegen/boot-splash.ts), outside React's
 * root. The app adopts that very element rather than drawing its own copy: a copy would be a new largest paint, late,
 * on every first visit. Its buttons and link are wired here and it is shown or hidden as the live banner would be.
 */
export const BOOT_BANNER_CONTAINER_ID = 'boot-cookie-banner';
/** The static banner's buttons name the choice they make. */
export const BOOT_BANNER_CHOICE_ATTRIBUTE = 'data-consent-choice';

export function bootCookieBanner(doc: Document): HTMLElement | null {
  return doc.getElementById(BOOT_BANNER_CONTAINER_ID)?.querySelector<HTMLElement>('.boot-cookie-banner') ?? null;
}

export function showBootCookieBanner(banner: HTMLElement, shown: boolean): void {
  banner.style.display = shown ? '' : 'none';
  // The head script hides the banner on a page where none was due (the cookies page); a later page may be due one.
  if (shown) banner.ownerDocument.documentElement.classList.remove('no-boot-cookie-banner');
}

export interface BootBannerActions {
  choose: (choice: 'accepted' | 'rejected') => void;
  /** The link to the cookies page, followed inside the app. */
  follow: (href: string) => void;
}

/** Makes the static banner live: enabled buttons that choose, a link that navigates in the app. Returns the undo. */
export function adoptBootCookieBanner(banner: HTMLElement, actions: BootBannerActions): () => void {
  const buttons = Array.from(banner.querySelectorAll<HTMLButtonElement>(`button[${BOOT_BANNER_CHOICE_ATTRIBUTE}]`));
  for (const button of buttons) button.removeAttribute('aria-disabled');
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const choice = target?.closest(`[${BOOT_BANNER_CHOICE_ATTRIBUTE}]`)?.getAttribute(BOOT_BANNER_CHOICE_ATTRIBUTE);
    if (choice === 'accepted' || choice === 'rejected') {
      actions.choose(choice);
      return;
    }
    const link = target?.closest('a[href]');
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (link && plain) {
      event.preventDefault();
      actions.follow(link.getAttribute('href') ?? '/');
    }
  };
  banner.addEventListener('click', onClick);
  return () => {
    banner.removeEventListener('click', onClick);
    for (const button of buttons) button.setAttribute('aria-disabled', 'true');
  };
}

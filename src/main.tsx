import { afterFirstPaint } from './boot/after-first-paint';
import { boot } from './app-start';
import { followBootBannerFocus } from './layout/boot-banner-focus';
import { loadLayoutProfileEarly } from './layout/layout-profile-early';
import { preloadScreenFor } from './routing/guarded-routes';
import './ui/tokens.css';
import './ui/base.css';
import './ui/app.css';

// The route is known from the start: its screen's code loads alongside the app's start rather than after it.
preloadScreenFor(window.location.pathname);
loadLayoutProfileEarly(document.cookie);
// From the start, not from the first render: index.html's cookie banner can take focus before the app renders.
followBootBannerFocus(document);
// index.html's own markup (splash, cookie banner) is the first paint: the app renders once it is on screen.
afterFirstPaint(
  () => void boot(),
  { visibilityState: document.visibilityState, requestAnimationFrame: (callback) => window.requestAnimationFrame(callback), setTimeout: (callback, ms) => window.setTimeout(callback, ms) },
);

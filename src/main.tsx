import { afterFirstPaint } from './boot/after-first-paint';
import { boot } from './app-start';
import { followBootBannerFocus } from './app-frame/boot-banner-focus';
import { loadLayoutProfileEarly } from './app-frame/layout-profile-early';
import { preloadScreenFor } from './app-router/guarded-routes';
import { routeChunksInPage } from './boot/route-chunks-in-page';
import './ui/tokens.css';
import './ui/base.css';
import './ui/app.css';

// The route is known from the start: its screen's code loads alongside the app's start rather than after it. When
// index.html fetches it already (the host names the route's chunks), it is not imported here: importing runs it, and
// a form screen's code (rjsf) would then run before the frame's first render, holding back the frame's paint.
if (!routeChunksInPage(document)) preloadScreenFor(window.location.pathname);
loadLayoutProfileEarly(document.cookie);
// From the start, not from the first render: index.html's cookie banner can take focus before the app renders.
followBootBannerFocus(document);
// index.html's own markup (splash, cookie banner) is the first paint: the app renders once it is on screen.
afterFirstPaint(() => void boot(), {
  visibilityState: document.visibilityState,
  requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
});

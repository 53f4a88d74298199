import { afterFirstPaint } from './boot/after-first-paint';
import { boot, followStaticBannerFocus, preloadCurrentScreen } from './app-start';
import './ui/tokens.css';
import './ui/base.css';
import './ui/app.css';

preloadCurrentScreen();
followStaticBannerFocus();
// index.html's own markup (splash, cookie banner) is the first paint: the app renders once it is on screen.
afterFirstPaint(
  () => void boot(),
  { visibilityState: document.visibilityState, requestAnimationFrame: (callback) => window.requestAnimationFrame(callback), setTimeout: (callback, ms) => window.setTimeout(callback, ms) },
);

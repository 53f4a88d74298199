import { memo, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { matchPath, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { analytics } from '../adapters/analytics';
import { signUpStepEvent } from '../domain/analytics-events';
import { useCookieConsent } from '../adapters/cookie-consent-store';
import { forgetSession } from '../auth/logout';
import { onLogoutElsewhere } from '../auth/session-channel';
import { setUserCookie } from '../auth/user-cookie';
import { selectBanners } from '../engine/layout/select-banners';
import { selectNavItems } from '../engine/layout/select-nav-items';
import { layoutChrome } from '../engine/layout/layout-chrome';
import { menusShown } from '../engine/layout/menus-shown';
import { bannersConfig } from '../generated/banners-config.gen';
import { navigationConfig } from '../generated/navigation-config.gen';
import { pathFor } from '../app-router/app-routes';
import { useCurrentRoute } from '../app-router/current-route';
import { queryRecord } from '../app-router/routing-context';
import { externalUrl } from '../app-router/url-policy';
import { message } from '../ui/message';
import { clearAppError, useAppError } from './app-error-store';
import { dismissalOf } from '../engine/layout/banner-dismissal';
import { BannerArea as BannerAreaView } from './banner-area';
import { bootCookieBanner, showBootCookieBanner } from './boot-cookie-banner';
import { CookieBanner as CookieBannerView } from './cookie-banner';
import { readDismissed, writeDismissed } from './dismissed-banners';
import { flashState } from './flash';
import { FlashNotice } from './flash-notice';
import { Footer as FooterView } from './footer';
import { Header as HeaderView } from './header';
import { layoutConditions } from './layout-conditions';
import type { NavAction } from './nav-item-link';
import { Sidebar as SidebarView } from './sidebar';
import { SuccessModal } from './success-modal';
import { LazyFunnelHeader } from '../funnel/lazy-funnel-header';
import { funnelPosition } from '../engine/routing/funnel-steps';
import { searchWithoutStep } from '../engine/routing/step-change';
import { useCurrentUser } from './use-current-user';
import { useVerificationElsewhere } from './use-verification-elsewhere';
import { useCustomerChat } from './use-customer-chat';
import { useOnChange } from './use-on-change';
import { useLayoutProfile } from './use-layout-profile';
import { isWebview } from './webview';

const NO_ITEMS: readonly never[] = [];

// The frame's parts render again only when what they show changes, not on every step of a screen.
const BannerArea = memo(BannerAreaView);
const CookieBanner = memo(CookieBannerView);
const Footer = memo(FooterView);
const Header = memo(HeaderView);
const Sidebar = memo(SidebarView);

/** The page frame around every screen: header, banners, flash notice, sidebar, footer, per the route's layout. */
export function AppFrame() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const hasError = useAppError();
  const route = useCurrentRoute();
  const profile = useLayoutProfile(user !== null);
  const webview = isWebview(navigator.userAgent);
  // A move between a screen's steps (a survey question) is the same page for the frame: nothing of it renders again.
  const frameSearch = searchWithoutStep(location.search);
  const query = useMemo(() => queryRecord(new URLSearchParams(frameSearch)), [frameSearch]);
  const [dismissed, setDismissed] = useState<Set<string>>(() => readDismissed(user?.id ?? null));

  useEffect(() => setDismissed(readDismissed(user?.id ?? null)), [user?.id]);
  // Consent is a dependency: the page a person accepts on is the first one counted, and they are identified then.
  const consent = useCookieConsent();
  useEffect(() => analytics.page(location.pathname), [location.pathname, consent]);
  // A completed navigation (loaders done, new page rendered) starts afresh: the previous page's failure no longer applies.
  useOnChange(location.key, clearAppError);
  // A new page starts at its top (scroll restoration) and a screen reader starts reading it: focus moves to the main
  // content, as after a page load. A change of query alone (a survey question, a dialog) is the same page. What the
  // new page itself focuses on arrival (a success banner confirming what was just done) keeps the focus.
  useOnChange(location.pathname, () => {
    if (document.activeElement?.closest('[data-focus-on-arrival]')) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  });
  useCustomerChat(user?.id ?? null, webview);
  useVerificationElsewhere(user !== null && user.email_verified !== true);
  const funnelStep = route?.route.funnelStep;
  useEffect(() => {
    if (!funnelStep) return;
    const event = signUpStepEvent(funnelStep, query.funnel, query.type);
    analytics.track(event.name, event.properties);
    // Once per step reached, not per query change within it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [funnelStep, consent]);
  // A private link's page (a doctor opening shared results) sets no cookie, even for someone signed in.
  const privateLink = route?.route.privateLink === true;
  useEffect(() => {
    if (!user || privateLink) return;
    setUserCookie(user.id);
    analytics.identify(user.id);
  }, [user, consent, privateLink]);
  // Read inside the logout listener, which is registered once.
  const here = useRef({ path: `${location.pathname}${location.search}`, isPublic: route?.route.access === 'public' });
  here.current = { path: `${location.pathname}${location.search}`, isPublic: route?.route.access === 'public' };
  useEffect(
    () =>
      onLogoutElsewhere(() => {
        forgetSession();
        // A page open to everyone can stay, saying why the person is signed out; any other page leaves.
        if (here.current.isPublic) void navigate(here.current.path, { replace: true, state: flashState('layout.signedOutElsewhere') });
        else window.location.replace(externalUrl('overview'));
      }),
    [navigate],
  );

  // Computed again on every navigation to another page (the verification window moves on), not on a step.
  const page = `${location.pathname}?${frameSearch}`;
  const hasRecommendations = profile.has_recommendations;
  const { banners, navItems } = useMemo(() => {
    const params = route ? (matchPath(route.fullPath, location.pathname)?.params ?? {}) : {};
    const conditions = layoutConditions(
      user,
      query,
      webview,
      hasError,
      { has_recommendations: hasRecommendations },
      { path: location.pathname, params },
    );
    const nav = (items: typeof navigationConfig.mainNavigation) => selectNavItems(items, conditions);
    return {
      banners: selectBanners(bannersConfig.banners, conditions, dismissed),
      navItems: {
        top: nav(navigationConfig.topNavigation),
        main: nav(navigationConfig.mainNavigation),
        account: nav(navigationConfig.accountMenu),
        sidebar: nav(navigationConfig.sidebar),
        support: nav(navigationConfig.support),
      },
    };
    // `page` is a dependency on purpose: the conditions read the clock, so each new page evaluates them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, user, query, webview, hasError, hasRecommendations, dismissed]);
  const onAction = useCallback(
    (action: NavAction) => {
      if (action === 'logout') void navigate(pathFor('logout'));
      else if (action === 'delete-account') void navigate(pathFor('settings', {}, { dialog: 'delete-account' }));
      else void navigate(pathFor('quiz'));
    },
    [navigate],
  );
  const closeBanner = useCallback(
    (id: string) => {
      const banner = bannersConfig.banners.find((candidate) => candidate.id === id);
      if (banner && dismissalOf(banner) === 'occurrence') {
        clearAppError();
        return;
      }
      const next = new Set(dismissed).add(id);
      writeDismissed(user?.id ?? null, next);
      setDismissed(next);
    },
    [dismissed, user?.id],
  );

  const layout = route?.layout ?? 'default';
  const signedIn = user !== null;
  const hideFooter = route?.route.hideFooter === true;
  const frame = useMemo(() => layoutChrome({ webview, layout, signedIn, hideFooter }), [webview, layout, signedIn, hideFooter]);
  const { chrome } = frame;
  const showFooter = frame.footer;
  const menus = useMemo(() => menusShown(frame, signedIn, navItems.top), [frame, signedIn, navItems.top]);
  const cookieBanner = chrome && !privateLink;
  // A page without the cookie banner hides index.html's too (the banner adopts it where it shows).
  useLayoutEffect(() => {
    const boot = bootCookieBanner(document);
    if (boot && !cookieBanner) showBootCookieBanner(boot, false);
  }, [cookieBanner]);

  return (
    <div className={`app app--${layout}${webview ? ' app--webview' : ''}`}>
      {cookieBanner ? <CookieBanner onCookiePage={route?.id === 'specs-accept-cookie-banner'} /> : null}
      <a className="skip-link" href="#main">
        {message('layout.skipToContent')}
      </a>
      {frame.header === 'funnel' ? <LazyFunnelHeader position={funnelPosition(route, location.search)} /> : null}
      {frame.header === 'default' ? (
        <Header
          authenticated={signedIn}
          menus={menus}
          topItems={navItems.top}
          mainItems={navItems.main}
          accountItems={navItems.account}
          sidebarItems={menus.sidebar ? navItems.sidebar : NO_ITEMS}
          supportItems={menus.support ? navItems.support : NO_ITEMS}
          onAction={onAction}
        />
      ) : null}
      {chrome ? <BannerArea banners={banners} query={query} onClose={closeBanner} /> : null}
      <FlashNotice />
      <SuccessModal />
      <div className="app__body">
        {menus.sidebar ? (
          <Sidebar items={navItems.sidebar} supportItems={menus.support ? navItems.support : NO_ITEMS} onAction={onAction} />
        ) : null}
        <main id="main" className="app__main" tabIndex={-1}>
          <Suspense fallback={<p role="status">{message('page.loading')}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {showFooter ? <Footer /> : null}
    </div>
  );
}

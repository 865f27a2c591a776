// The route tree (React Router, declarative mode). Screens are lazy chunks, so the first chunks hold
// only the shell; which screens a user may enter is decided by the app machine and the domain route
// table, not here.
import { lazy, Suspense, type ComponentType, type ErrorInfo } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LAYOUT_ROUTES, NOTIFICATION_LIST_PATH } from '../machines/domain/routes';
import { RouteErrorBoundary, RouteLoading } from './views/app/RouteErrorScreen';
import MaintenancePage from './views/pages/MaintenancePage';

/**
 * A lazy screen that renders at once when its chunk is already there (no Suspense fallback, hence no
 * reveal delay): the first screen's chunks are loaded before the first render (`preloadScreen`).
 */
function screenChunk<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => (loading ??= load().then((component) => { loaded = component; }, (error: unknown) => {
    loading = null;
    throw error;
  }));
  const Lazy = lazy(async () => { await preload(); return { default: loaded! }; });
  function Screen(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { preload });
}

const outside = () => import('./views/pages/OutsidePage');
const named = (name: 'AccountPage' | 'LandingPage' | 'GuestRhPage' | 'EvaluatePage' | 'DocumentPreviewPage' | 'ApplicantPage') =>
  screenChunk(async () => (await outside())[name]);

// The maintenance screen is also the boot's (AppRoot): it is in the same chunk, not lazy.
const ForbiddenPage = screenChunk(async () => (await import('./views/pages/ForbiddenPage')).default);
const AutologinPage = screenChunk(async () => (await import('./views/pages/AutologinPage')).default);
const SuccessLoginPage = screenChunk(async () => (await import('./views/pages/SuccessLoginPage')).default);
const AccountPage = named('AccountPage');
const LandingPage = named('LandingPage');
const GuestRhPage = named('GuestRhPage');
const EvaluatePage = named('EvaluatePage');
const DocumentPreviewPage = named('DocumentPreviewPage');
const ApplicantPage = named('ApplicantPage');
const AuthorisedLayout = screenChunk(async () => (await import('./views/shell/AuthorisedLayout')).default);
const NotificationListPage = screenChunk(async () => (await import('./views/pages/NotificationListPage')).default);
const ScreenPage = screenChunk(async () => (await import('./views/pages/ScreenPage')).default);

const OUTSIDE_SCREENS: Record<string, { preload: () => Promise<void> }> = {
  maintenance: { preload: async () => {} },
  forbidden: ForbiddenPage,
  autologin: AutologinPage,
  'success-login': SuccessLoginPage,
  account: AccountPage,
  landing: LandingPage,
  'guest-rh': GuestRhPage,
  evaluate: EvaluatePage,
  'document-preview': DocumentPreviewPage,
  applicant: ApplicantPage,
};

/**
 * Loads the chunks of the screen a path shows (as <PortalRoutes> matches it), so the first screen
 * renders without a loading fallback. A path the machine then redirects costs one unused chunk.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const first = pathname.split('/')[1] ?? '';
  const outsideScreen = OUTSIDE_SCREENS[first];
  if (outsideScreen) return outsideScreen.preload();
  const known = first === '' || LAYOUT_ROUTES.some((route) => route.path === `/${first}`);
  if (!known) return AutologinPage.preload();
  const content = pathname === NOTIFICATION_LIST_PATH ? NotificationListPage : ScreenPage;
  return Promise.all([AuthorisedLayout.preload(), first === '' ? null : content.preload()]);
}

/** Every route; a failed chunk or a rendering error shows a message, never a blank page. */
export function PortalRoutes({ onError }: { onError?: (error: unknown, info: ErrorInfo) => void }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key} onError={onError}>
      <Suspense fallback={<RouteLoading />}>
        <Routes>
          <Route path="/maintenance" element={<MaintenancePage />} />
          <Route path="/forbidden" element={<ForbiddenPage />} />
          <Route path="/autologin" element={<AutologinPage />} />
          <Route path="/success-login" element={<SuccessLoginPage />} />
          <Route path="/account/*" element={<AccountPage />} />
          <Route path="/landing/*" element={<LandingPage />} />
          <Route path="/guest-rh/*" element={<GuestRhPage />} />
          <Route path="/evaluate/*" element={<EvaluatePage />} />
          <Route path="/document-preview/*" element={<DocumentPreviewPage />} />
          <Route path="/applicant/*" element={<ApplicantPage />} />
          <Route path="/" element={<AuthorisedLayout />}>
            {/* The empty path: the app machine redirects it to /home. */}
            <Route index element={null} />
            {/* The full notification list has its own screen; the others show the generic one. */}
            <Route path={NOTIFICATION_LIST_PATH.slice(1)} element={<NotificationListPage />} />
            {LAYOUT_ROUTES.map((route) => <Route key={route.path} path={`${route.path.slice(1)}/*`} element={<ScreenPage />} />)}
          </Route>
          {/* "Any other path behaves like autologin" (spec section 2). */}
          <Route path="*" element={<AutologinPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

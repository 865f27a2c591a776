// The screens' chunks: each screen a lazy component, and `preloadScreen`, which loads the chunks of
// the screen a path shows. It is apart from the route tree (router.tsx, in the views' chunk) so that
// the composition root can start the first screen's chunks at once, in parallel with the views'
// chunk, rather than one round after it (docs/performance.md, section 5).
import { lazy, type ComponentType } from 'react';
import { LAYOUT_ROUTES } from '../machines/domain/routes';
import { screensAt } from '../machines/screens/lookup';

/**
 * A lazy screen that renders at once when its chunk is already there (no Suspense fallback, hence no
 * reveal delay): the first screen's chunks are loaded before the first render (`preloadScreen`).
 */
function screenChunk<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Screen(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { preload });
}

const outside = () => import('./views/pages/OutsidePage');
const named = (name: 'AccountPage' | 'LandingPage' | 'GuestRhPage' | 'EvaluatePage' | 'ApplicantPage') =>
  screenChunk(async () => (await outside())[name]);

// The maintenance screen is also the boot's (AppRoot): it is in the views' chunk, not lazy.
export const ForbiddenPage = screenChunk(async () => (await import('./views/pages/ForbiddenPage')).default);
export const AutologinPage = screenChunk(async () => (await import('./views/pages/AutologinPage')).default);
export const SuccessLoginPage = screenChunk(async () => (await import('./views/pages/SuccessLoginPage')).default);
export const AccountPage = named('AccountPage');
export const LandingPage = named('LandingPage');
export const GuestRhPage = named('GuestRhPage');
export const EvaluatePage = named('EvaluatePage');
// Its own page around the declared screen documentPreview (docs/screens/documentPreview.md).
export const DocumentPreviewPage = screenChunk(async () => (await import('./views/pages/DocumentPreviewPage')).default);
export const ApplicantPage = named('ApplicantPage');
export const AuthorisedLayout = screenChunk(async () => (await import('./views/shell/AuthorisedLayout')).default);
export const ScreenPage = screenChunk(async () => (await import('./views/pages/ScreenPage')).default);

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
  if (first === 'document-preview') {
    // A declared screen outside the layout: its page, its view and its machine.
    return Promise.all([
      DocumentPreviewPage.preload(),
      import('./views/screens/screenViews').then(({ preloadScreenView }) => preloadScreenView('documentPreview')),
      import('./services/screens').then(({ preloadScreenLogic }) => preloadScreenLogic('documentPreview')),
    ]);
  }
  if (outsideScreen) return outsideScreen.preload();
  const known = first === '' || LAYOUT_ROUTES.some((route) => route.path === `/${first}`);
  if (!known) return AutologinPage.preload();
  // The user's type is not known yet: each screen the path may show (the dashboards of /home).
  const declared = screensAt(pathname);
  return Promise.all([
    AuthorisedLayout.preload(),
    first === '' ? null : ScreenPage.preload(),
    // The declared screen's view, and its machine's modules, which the app machine's loadScreen
    // imports once signed in.
    ...declared.map((screen) => import('./views/screens/screenViews').then(({ preloadScreenView }) => preloadScreenView(screen.id))),
    ...declared
      .filter((screen) => screen.machine)
      .map((screen) => import('./services/screens').then(({ preloadScreenLogic }) => preloadScreenLogic(screen.id))),
  ]);
}

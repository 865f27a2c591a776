// The screens' chunks: each screen a lazy component with a `preload`. It is apart from the route tree
// (router.tsx, in the views' chunk) so that the boot (src/boot.ts) can start the first screen's
// chunks at once, in parallel with the views' chunk, rather than one round after it
// (docs/performance.md, section 5).
import { lazy, type ComponentType } from 'react';

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
const named = (name: 'AccountPage' | 'LandingPage' | 'GuestRhPage' | 'ApplicantPage') => screenChunk(async () => (await outside())[name]);

// The maintenance screen is also the boot's (AppRoot): it is in the views' chunk, not lazy.
export const ForbiddenPage = screenChunk(async () => (await import('./views/pages/ForbiddenPage')).default);
export const AutologinPage = screenChunk(async () => (await import('./views/pages/AutologinPage')).default);
export const SuccessLoginPage = screenChunk(async () => (await import('./views/pages/SuccessLoginPage')).default);
export const AccountPage = named('AccountPage');
export const LandingPage = named('LandingPage');
export const GuestRhPage = named('GuestRhPage');
// Its own page and machine, without a session (docs/screens/evaluate.md).
export const EvaluatePage = screenChunk(async () => (await import('./views/pages/evaluate/EvaluatePage')).default);
// Its own page around the declared screen documentPreview (docs/screens/documentPreview.md).
export const DocumentPreviewPage = screenChunk(async () => (await import('./views/pages/DocumentPreviewPage')).default);
export const ApplicantPage = named('ApplicantPage');
export const AuthorisedLayout = screenChunk(async () => (await import('./views/shell/AuthorisedLayout')).default);
export const ScreenPage = screenChunk(async () => (await import('./views/pages/ScreenPage')).default);

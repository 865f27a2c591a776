// The authorised layout (spec section 2): a random background picture, the header (logo, main
// navigation or burger, agency folders, bell, profile menu), the alert slider, the important-
// notification banner, the routed content and the footer; the toaster and the shared error dialog. It renders only once the app
// machine says the session is signed in and the route allowed; until then a neutral waiting screen
// (the sign-in modals show on top).
import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { RouteLoading } from '../app/RouteErrorScreen';
import { useSession } from '../app/useSession';
import { backgroundUrl, randomBackgroundIndex } from '../shared/assets';
import { Footer } from '../shared/Footer';
import { ProfileApprovalModalSlot } from '../modals/ProfileApprovalModal';
import { ErrorDialog } from '../notifications/ErrorDialog';
import { ImportantBanner } from '../notifications/ImportantBanner';
import { Toaster } from '../notifications/Toaster';
import { AlertSlider } from './AlertSlider';
import { Header } from './Header';
import { LAYOUT_CONTENT_ID } from '../../../machines/domain/layout';

export default function AuthorisedLayout() {
  const session = useSession();
  const { t } = useTranslation();
  // One of the 26 pictures, drawn once per mount: a purely visual choice.
  const [background] = useState(() => randomBackgroundIndex());
  const root = useRef<HTMLDivElement>(null);
  const notices = useRef<HTMLDivElement>(null);
  const signedIn = session.phase === 'signedIn' && Boolean(session.user);
  // The dashboard's first mount is the largest render of a signed-in boot: it runs as a deferred
  // (transition) render that yields to the browser every few ms instead of one long task; a
  // sign-out still hides the layout at once (both must say signed in).
  const deferredSignedIn = useDeferredValue(signedIn);
  const layoutShown = signedIn && deferredSignedIn;
  // Purely visual: the docked notices' height, so the page's end can scroll clear of them.
  useEffect(() => {
    const dock = notices.current;
    const layout = root.current;
    if (!dock || !layout || typeof ResizeObserver === 'undefined') return;
    // Written in the next frame, and only when it changed: the padding can bring or take away the
    // page's scroll bar, which resizes the dock again; written inside the observer's callback, that
    // second resize is a "ResizeObserver loop" error (WebKit reports it as an unhandled error).
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const height = `${Math.ceil(dock.getBoundingClientRect().height)}px`;
        if (layout.style.getPropertyValue('--notices-height') !== height) layout.style.setProperty('--notices-height', height);
      });
    });
    observer.observe(dock);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [layoutShown]);
  if (!layoutShown || !session.user) {
    return (
      <div className="layout-pending" data-machine="app" data-state={session.state} aria-busy="true">
        <p className={session.phase === 'signingOut' ? 'route-loading' : 'visually-hidden'} role="status">
          {t(session.phase === 'signingOut' ? 'shell.signingOut' : 'boot.loading')}
        </p>
      </div>
    );
  }
  return (
    <div
      ref={root}
      className="layout"
      data-machine="app"
      data-state={session.state}
      data-user-type={session.user.userType}
      data-background={background}
      style={{ backgroundImage: `url(${backgroundUrl(background)})` }}
    >
      <a className="skip-link" href={`#${LAYOUT_CONTENT_ID}`}>
        {t('shell.skipToContent')}
      </a>
      <Header user={session.user} tenant={session.tenant} onLogout={session.logout} />
      <div ref={notices} className="layout__notices">
        <AlertSlider />
        <div data-slot="important-banner">
          <ImportantBanner />
        </div>
      </div>
      <main id={LAYOUT_CONTENT_ID} className="layout__content" tabIndex={-1}>
        {/* The header stays while a screen's chunk loads. */}
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ProfileApprovalModalSlot />
      <Toaster />
      <ErrorDialog />
    </div>
  );
}

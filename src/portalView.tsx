// The portal's React tree: the views, the router, react-i18next and i18next. It is a lazy chunk that
// the composition root starts loading at once, in parallel with the settings (index.html preloads
// them): the first screen needs the settings and the texts anyway, so waiting for this chunk costs
// no extra round, and the entry chunk stays within its budget (docs/performance.md).
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { PortalRoutes } from './router';
import { AppActorContext, type AppActorRef } from './views/app/appActorContext';
import { PublicFlowsContext, type PublicFlows } from './views/pages/evaluate/publicFlows';
import { AppErrorBoundary } from './views/app/AppErrorBoundary';
import { AppRoot } from './views/app/AppRoot';
import type { ViewHistory } from './views/app/PortalRouter';
// The views' style sheet travels with the views: imported here, Vite loads it with this chunk (and
// waits for it before the chunk resolves), so no style sheet in index.html's head blocks the static
// boot screen's first paint (docs/performance.md).
import './styles.css';
// The authorised layout's and the notifications' styles too, after the base ones (the cascade order
// they had as separate sheets): a signed-in /home's second round then carries one style sheet, not
// three (docs/performance.md, section 5); a public screen gets ~6 KB more CSS. Each component's
// styles sit beside it; this order is the cascade's.
import './views/shell/AuthorisedLayout.css';
import './views/shell/Header.css';
import './views/shell/MainNav.css';
import './views/shell/ProfileMenu.css';
import './views/shell/NotificationBell.css';
import './views/shell/AgencyFolderPicker.css';
import './views/shell/AlertSlider.css';
import './views/shared/SubNav.css';
import './views/pages/ScreenPage.css';
import './views/screens/preference/PreferenceScreen.css';
import './views/shell/connection.css';
import './views/notifications/notifications.css';

export interface PortalViewDeps {
  actor: AppActorRef;
  i18n: I18n;
  history: ViewHistory;
  onError: (error: unknown) => void;
  /** The machines of the pages that run without a session (the evaluation landing page). */
  publicFlows?: PublicFlows;
}

export function portalElement({ actor, i18n, history, onError, publicFlows }: PortalViewDeps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary onError={onError}>
          <AppActorContext.Provider value={actor}>
            <PublicFlowsContext.Provider value={publicFlows ?? null}>
              <AppRoot history={history} routes={<PortalRoutes onError={onError} />} />
            </PublicFlowsContext.Provider>
          </AppActorContext.Provider>
        </AppErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );
}

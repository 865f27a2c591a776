// The top of the React tree: a projection of the root machine's boot phase. Routes render only once
// the settings and texts are there.
import type { ReactNode } from 'react';
import { BootFailedScreen, BootSplash } from './BootScreens';
import { LoadingBar, OfflineNotice } from './GlobalIndicators';
import { PortalRouter, type ViewHistory } from './PortalRouter';
import { SignInModals } from '../signIn/SignInModals';
import { useBootStatus } from './useApp';
import MaintenancePage from '../pages/MaintenancePage';

export function AppRoot({ history, routes }: { history: ViewHistory; routes: ReactNode }) {
  const { phase, bootError, state, retry } = useBootStatus();
  return (
    <>
      <LoadingBar />
      <OfflineNotice />
      {phase === 'booting' && <BootSplash state={state} />}
      {phase === 'bootFailed' && <BootFailedScreen error={bootError} state={state} onRetry={retry} />}
      {phase === 'bootMaintenance' && <MaintenancePage />}
      {phase === 'ready' && <PortalRouter history={history}>{routes}</PortalRouter>}
      {phase === 'ready' && <SignInModals />}
    </>
  );
}

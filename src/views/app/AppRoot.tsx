// The top of the React tree: a projection of the root machine's boot phase. Routes render only once
// the settings and texts are there.
import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import { BootFailedScreen, BootSplash } from './BootScreens';
import { LoadingBar, OfflineNotice } from './GlobalIndicators';
import { SignInModals } from '../signIn/SignInModals';
import { useBootStatus } from './useApp';
import MaintenancePage from '../pages/MaintenancePage';

export function AppRoot({ router }: { router: DataRouter }) {
  const { phase, bootError, stateValue, retry } = useBootStatus();
  return (
    <>
      <LoadingBar />
      <OfflineNotice />
      {phase === 'booting' && <BootSplash stateValue={stateValue} />}
      {phase === 'bootFailed' && <BootFailedScreen error={bootError} stateValue={stateValue} onRetry={retry} />}
      {phase === 'bootMaintenance' && <MaintenancePage />}
      {phase === 'ready' && <RouterProvider router={router} />}
      {phase === 'ready' && <SignInModals />}
    </>
  );
}

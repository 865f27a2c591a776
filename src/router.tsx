// The route tree (React Router, declarative mode). Screens are lazy chunks, so the first chunks hold
// only the shell; which screens a user may enter is decided by the app machine and the domain route
// table, not here.
import { Suspense, type ErrorInfo } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LAYOUT_ROUTES } from '../machines/domain/routes';
import {
  AccountPage,
  ApplicantPage,
  AuthorisedLayout,
  AutologinPage,
  DocumentPreviewPage,
  EvaluatePage,
  ForbiddenPage,
  GuestRhPage,
  LandingPage,
  ScreenPage,
  SuccessLoginPage,
} from './screenChunks';
import { RouteErrorBoundary, RouteLoading } from './views/app/RouteErrorScreen';
import MaintenancePage from './views/pages/MaintenancePage';

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
            {LAYOUT_ROUTES.map((route) => (
              <Route key={route.path} path={`${route.path.slice(1)}/*`} element={<ScreenPage />} />
            ))}
          </Route>
          {/* "Any other path behaves like autologin" (spec section 2). */}
          <Route path="*" element={<AutologinPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

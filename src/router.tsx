// The route tree. Screens are lazy chunks, so the entry chunk holds only the shell; which screens a
// user may enter is decided by the app machine and the domain route table, not here.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LAYOUT_ROUTES, NOTIFICATION_LIST_PATH } from '../machines/domain/routes';
import { RouteErrorScreen, RouteLoading } from './views/app/RouteErrorScreen';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

const outside = () => import('./views/pages/OutsidePage');
const screen = page(() => import('./views/pages/ScreenPage'));

export const routes: RouteObject[] = [
  {
    // A root with an error boundary: a failed chunk or a rendering error never leaves a blank page.
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: RouteLoading,
    children: [
      { path: '/maintenance', lazy: page(() => import('./views/pages/MaintenancePage')) },
      { path: '/forbidden', lazy: page(() => import('./views/pages/ForbiddenPage')) },
      { path: '/autologin', lazy: page(() => import('./views/pages/AutologinPage')) },
      { path: '/success-login', lazy: page(() => import('./views/pages/SuccessLoginPage')) },
      { path: '/account/*', lazy: named(outside, 'AccountPage') },
      { path: '/landing/*', lazy: named(outside, 'LandingPage') },
      { path: '/guest-rh/*', lazy: named(outside, 'GuestRhPage') },
      { path: '/evaluate/*', lazy: named(outside, 'EvaluatePage') },
      { path: '/document-preview/*', lazy: named(outside, 'DocumentPreviewPage') },
      { path: '/applicant/*', lazy: named(outside, 'ApplicantPage') },
      {
        path: '/',
        lazy: page(() => import('./views/shell/AuthorisedLayout')),
        children: [
          // The empty path: the app machine redirects it to /home.
          { index: true, element: null },
          // The full notification list has its own screen; the others show the generic one.
          { path: NOTIFICATION_LIST_PATH.slice(1), lazy: page(() => import('./views/pages/NotificationListPage')) },
          ...LAYOUT_ROUTES.map((route) => ({ path: `${route.path.slice(1)}/*`, lazy: screen })),
        ],
      },
      // "Any other path behaves like autologin" (spec section 2).
      { path: '*', lazy: page(() => import('./views/pages/AutologinPage')) },
    ],
  },
];

// The app machine's route guard while signed in (spec sections 2 and 6; decisions.md "Route access" and
// "Applicant area"): each new location is checked; a refused route redirects to the user's landing
// route, a worker entering /applicant starts the applicant area, leaving the session's routes ends it.
import { placeholderAction } from '../placeholders';
import type { ApplicantArea } from '../domain/applicantArea';
import { type AppGuardArgs, appAssign } from './app.typed';
import { routeDecision } from './app.context';
import type { AppContext, AppStateConfig } from './app.setup';

// The route region's own actions and guards, beside its states (app.setup.ts adds them to the machine's setup).
export const routeActions = {
  persistApplicantArea: placeholderAction<{ applicantArea: ApplicantArea }>('persistApplicantArea'),
  enterApplicantArea: appAssign({ applicantArea: 'worker' as const }),
};

export const routeGuards = {
  isLeavingSession: ({ context }: AppGuardArgs) => routeDecision(context).kind === 'leaveSession',
  isRouteRedirected: ({ context }: AppGuardArgs) => routeDecision(context).kind === 'redirect',
  isEnteringApplicantArea: ({ context }: AppGuardArgs) => routeDecision(context).kind === 'enterApplicantArea',
};

export const routeRegion = {
  description: 'The route guard: roles, feature flags and the applicant area (§2 Authorised layout, §6)',
  initial: 'checking',
  on: {
    'ROUTE.UPDATED': [
      {
        guard: 'isLeavingSession',
        target: '#app.ready.session.routing',
        description: 'The user leaves for a page outside the session’s routes (§2 Routes outside the layout)',
      },
      { target: '.checking', description: 'The user moves to another page: check it (§2 Authorised layout)' },
    ],
  },
  states: {
    checking: {
      description: 'Checks the page against the user’s roles, flags and applicant area (§2 Authorised layout, §6)',
      always: [
        {
          guard: 'isRouteRedirected',
          target: 'redirecting',
          actions: { type: 'navigate', params: ({ context }) => ({ to: redirectTarget(context), replace: true }) },
          description: 'Refused, or a worker held in the applicant area: redirected (§6, §2 Routes outside the layout)',
        },
        {
          guard: 'isEnteringApplicantArea',
          target: 'entered',
          actions: ['enterApplicantArea', { type: 'persistApplicantArea', params: { applicantArea: 'worker' } }],
          description: 'A worker enters /applicant: the applicant area starts (§2 Routes outside the layout)',
        },
        { target: 'entered', description: 'Allowed: the page shows (§2 Authorised layout)' },
      ],
    },
    redirecting: { description: 'Redirected to the landing route or /applicant (§2, §6, decisions-domain.md › Route access)' },
    entered: { description: 'The page shows (§2 Authorised layout)' },
  },
} satisfies AppStateConfig;

function redirectTarget(context: AppContext): string {
  const decision = routeDecision(context);
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable fallback; only called after isRouteRedirected.
  return decision.kind === 'redirect' ? decision.to : '/home';
}

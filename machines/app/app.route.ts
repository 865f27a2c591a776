// The app machine's route guard while signed in (spec sections 2 and 6; decisions.md "Route access" and
// "Applicant area"): each new location is checked; a refused route redirects to the user's landing
// route, a worker entering /applicant starts the applicant area, leaving the session's routes ends it.
import { appSetup, routeDecision, type AppContext } from './app.setup';

export const routeRegion = appSetup.createStateConfig({
  initial: 'checking',
  on: {
    'ROUTE.UPDATED': [{ guard: 'isLeavingSession', target: '#app.ready.session.routing' }, { target: '.checking' }],
  },
  states: {
    checking: {
      always: [
        {
          guard: 'isRouteRedirected',
          target: 'redirecting',
          actions: { type: 'navigate', params: ({ context }) => ({ to: redirectTarget(context), replace: true }) },
        },
        {
          guard: 'isEnteringApplicantArea',
          target: 'entered',
          actions: ['enterApplicantArea', { type: 'persistApplicantArea', params: { applicantArea: 'worker' } }],
        },
        { target: 'entered' },
      ],
    },
    redirecting: {},
    entered: {},
  },
});

function redirectTarget(context: AppContext): string {
  const decision = routeDecision(context);
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable fallback; only called after isRouteRedirected.
  return decision.kind === 'redirect' ? decision.to : '/home';
}

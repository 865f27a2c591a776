// The back office's alerts screen's call (docs/screens/backOfficeAlerts.md), proposed: the spec names
// the screen (section 2, back-office sub-menu) and the slider's read (section 7), not how alerts are
// written. Each field says what a backend team must know of it and shows an example (docs/api/;
// tests/unit/apiDescriptions.test.ts); builds strip them.
import { boolean, description, examples, maxLength, nullable, object, picklist, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { ALERT_LEVELS, date, ErrorBodySchema, listQuery, nonBlank, pageOf } from '../wire.ts';

export const BackOfficeAlertSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The alert’s id, the one the slider’s read answers.'), examples(['al-81'])),
    message: pipe(
      string(),
      description('The alert’s text, plain text (never HTML), as the slider shows it.'),
      examples(['Coupure du portail samedi de 22 h à minuit.']),
    ),
    level: pipe(picklist(ALERT_LEVELS), description('How the slider shows it: `info`, `warning` or `critical`.'), examples(['warning'])),
    from: pipe(
      nullable(date()),
      description('The first day the slider shows it, `YYYY-MM-DD`, in the tenant’s time; null: from the day it is enabled.'),
      examples(['2026-11-30']),
    ),
    until: pipe(
      nullable(date()),
      description('The last day the slider shows it, `YYYY-MM-DD`, included; null: until it is disabled.'),
      examples(['2026-12-06']),
    ),
    enabled: pipe(boolean(), description('Enabled: the slider shows it on the days of its schedule. Disabled: never.'), examples([true])),
  }),
  description('An alert as the back office writes it: its text, its schedule and whether it is enabled.'),
);

export const BackOfficeAlertInputSchema = pipe(
  object({
    message: pipe(
      string(),
      nonBlank(),
      maxLength(300, 'at most 300 characters'),
      description('The text the slider shows, plain text, trimmed, 1 to 300 characters; a tag in it stays text.'),
      examples(['Les agences ferment à 16 h le 31 décembre.']),
    ),
    level: pipe(picklist(ALERT_LEVELS), description('How the slider shows it: `info`, `warning` or `critical`.'), examples(['info'])),
    from: pipe(
      nullable(date()),
      description('The first day the slider shows it, `YYYY-MM-DD`; null: from the day it is enabled.'),
      examples(['2026-12-28']),
    ),
    until: pipe(
      nullable(date()),
      description('The last day the slider shows it, `YYYY-MM-DD`, included, not before `from` (else a 400); null: until it is disabled.'),
      examples(['2026-12-31']),
    ),
  }),
  description('An alert as written in the back office: its text and its schedule. Whether it is enabled is its own call.'),
);

const ALERT_ID = { description: 'The alert’s `id`, as the back office’s list answered it.', example: 'al-81' };

export const backOfficeAlertsCalls = {
  getBackOfficeAlerts: call({
    method: 'GET',
    path: '/v1/back-office/alerts',
    query: listQuery(['all']),
    answers: { 200: pageOf(BackOfficeAlertSchema), 403: ErrorBodySchema },
    proposed: true,
    summary:
      'One page of the tenant’s alerts as the back office sees them, enabled or not, whatever their schedule: the latest `from` first, those without `from` first of all.',
  }),
  createBackOfficeAlert: call({
    method: 'POST',
    path: '/v1/back-office/alerts',
    body: BackOfficeAlertInputSchema,
    answers: { 201: BackOfficeAlertSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
    proposed: true,
    summary: 'Writes a new alert, disabled: the slider shows it once it is enabled. Answers the alert. 400 when `until` is before `from`.',
  }),
  updateBackOfficeAlert: call({
    method: 'PUT',
    path: '/v1/back-office/alerts/{alertId}',
    parameters: { alertId: ALERT_ID },
    body: BackOfficeAlertInputSchema,
    answers: { 200: BackOfficeAlertSchema, 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
    proposed: true,
    summary: 'Rewrites an alert’s text and schedule, enabled or not; the slider’s next read shows the change. Answers the alert.',
  }),
  enableBackOfficeAlert: call({
    method: 'POST',
    path: '/v1/back-office/alerts/{alertId}/enable',
    parameters: { alertId: ALERT_ID },
    answers: { 200: BackOfficeAlertSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Enables an alert: the slider’s read answers it on the days of its schedule. Answers the alert. 409 when it is already enabled.',
  }),
  disableBackOfficeAlert: call({
    method: 'POST',
    path: '/v1/back-office/alerts/{alertId}/disable',
    parameters: { alertId: ALERT_ID },
    answers: { 200: BackOfficeAlertSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary: 'Disables an alert: the slider’s read no longer answers it. Answers the alert. 409 when it is already disabled.',
  }),
};

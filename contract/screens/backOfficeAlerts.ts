// The back office's alerts screen's call (docs/screens/backOfficeAlerts.md), proposed: the spec names
// the screen (section 2, back-office sub-menu) and the slider's read (section 7), not how alerts are
// written. Each field says what a backend team must know of it and shows an example (docs/api/;
// tests/unit/apiDescriptions.test.ts); builds strip them.
import { boolean, description, examples, nullable, object, picklist, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { ALERT_LEVELS, date, listQuery, nonBlank, pageOf } from '../wire.ts';

export const BackOfficeAlertSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The alert’s id, the one the slider’s read answers.'), examples(['a-2'])),
    message: pipe(
      string(),
      description('The alert’s text, plain text (never HTML), as the slider shows it.'),
      examples(['Maintenance planifiée dimanche de 2 h à 4 h.']),
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

export const backOfficeAlertsCalls = {
  getBackOfficeAlerts: call({
    method: 'GET',
    path: '/v1/back-office/alerts',
    query: listQuery(['all']),
    answers: { 200: pageOf(BackOfficeAlertSchema) },
    proposed: true,
    summary:
      'One page of the tenant’s alerts as the back office sees them, enabled or not, whatever their schedule: the latest `from` first, those without `from` first of all.',
  }),
};

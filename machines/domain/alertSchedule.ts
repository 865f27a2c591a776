// Where an alert stands against its schedule (docs/screens/backOfficeAlerts.md, decisions-domain.md
// "Back-office alerts"): what the back office shows of it and whether the slider's read answers it.
// Days are `YYYY-MM-DD` in the tenant's time; `from` and `until` are both included.

export interface AlertSchedule {
  from: string | null;
  until: string | null;
  enabled: boolean;
}

/** `shown`: the slider shows it today; `scheduled`: it will from `from`; `ended`: `until` is past. */
export type AlertStanding = 'shown' | 'scheduled' | 'ended' | 'disabled';

export function alertStanding(alert: AlertSchedule, today: string): AlertStanding {
  if (!alert.enabled) return 'disabled';
  // A missing end reads as today: it neither starts later nor has ended.
  if (today < (alert.from ?? today)) return 'scheduled';
  if (today > (alert.until ?? today)) return 'ended';
  return 'shown';
}

// Where an alert stands against its schedule (docs/screens/backOfficeAlerts.md "What they see"):
// both ends of the schedule are included, a disabled alert is never shown.
import { describe, expect, it } from 'vitest';
import { alertStanding } from '../../../machines/domain/alertSchedule';

const TODAY = '2026-11-28';

describe('alertStanding', () => {
  it.each([
    [{ from: null, until: null, enabled: true }, 'shown'],
    [{ from: TODAY, until: TODAY, enabled: true }, 'shown'],
    [{ from: '2026-11-29', until: null, enabled: true }, 'scheduled'],
    [{ from: null, until: '2026-11-27', enabled: true }, 'ended'],
    [{ from: '2026-11-01', until: '2026-11-27', enabled: true }, 'ended'],
    [{ from: null, until: null, enabled: false }, 'disabled'],
    [{ from: '2026-11-29', until: null, enabled: false }, 'disabled'],
  ] as const)('%o on %s is %s', (alert, standing) => expect(alertStanding(alert, TODAY)).toBe(standing));
});

// Where a notification leads, and how its click and the banner treat it (decisions.md "Notification
// types"); a type the portal does not know leads nowhere, is not important and is marked processed.
import { describe, expect, it } from 'vitest';
import { isImportantNotification, notificationRedirect, skipsProcessing } from '../../../machines/domain/notificationRedirect';

describe('notification redirect', () => {
  it('leads to the route of the type, with its query params and navigation state', () => {
    expect(notificationRedirect({ type: 'contractToSign' })).toEqual({ to: '/contracts?status=toSign', state: null });
    expect(notificationRedirect({ type: 'profileToComplete' })).toEqual({ to: '/my-profile', state: { from: 'profileToComplete' } });
    expect(notificationRedirect({ type: 'timeSheetToValidate' })).toEqual({ to: '/time-sheets?status=toValidate', state: null });
    expect(notificationRedirect({ type: 'maintenancePlanned' })).toBeNull();
  });

  it('marks processed first unless the type skips it; only important types feed the banner', () => {
    expect(skipsProcessing({ type: 'newsPublished' })).toBe(true);
    expect(skipsProcessing({ type: 'contractToSign' })).toBe(false);
    expect(isImportantNotification({ type: 'maintenancePlanned' })).toBe(true);
    expect(isImportantNotification({ type: 'contractToSign' })).toBe(false);
  });

  it('gives an unknown type no route, no skipping and no importance', () => {
    expect(notificationRedirect({ type: 'somethingNew' })).toBeNull();
    expect(skipsProcessing({ type: 'somethingNew' })).toBe(false);
    expect(isImportantNotification({ type: 'somethingNew' })).toBe(false);
  });
});

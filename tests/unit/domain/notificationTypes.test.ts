import { describe, it, expect } from 'vitest';
import {
  NOTIFICATION_DISPLAY,
  NOTIFICATION_ICONS,
  NOTIFICATION_TYPES,
  displayConfigFor,
  isNotificationType,
} from '../../../machines/domain/notificationTypes';
import { findLayoutRoute } from '../../../machines/domain/routes';

// decisions.md "Notification types": type → category → route.
const DEMO: [string, string, string | null][] = [
  ['contractToSign', 'contracts', '/contracts'],
  ['missionProposal', 'missions', '/missions'],
  ['timeSheetToValidate', 'timeSheets', '/time-sheets'],
  ['invoiceAvailable', 'invoices', '/invoices'],
  ['documentAvailable', 'documents', '/documents'],
  ['newsPublished', 'news', '/news'],
  ['daysOffAnswered', 'daysOff', '/my-profile/days-off'],
  ['jobOfferMatch', 'jobOffers', '/my-offers'],
  ['profileToComplete', 'profile', '/my-profile'],
  ['maintenancePlanned', 'system', null],
  ['depositRequestAnswered', 'advantages', '/advantages'],
  ['timeSheetApproved', 'timeSheets', '/time-sheets'],
  ['timeSheetDisputed', 'timeSheets', '/time-sheets'],
];

const FIELDS = [
  'category',
  'icon',
  'important',
  'skipProcessing',
  'redirectionRoute',
  'redirectionState',
  'redirectionQueryParams',
  'toasterTitleKey',
  'buttonTitleKey',
  'bannerTitleKey',
  'bannerButtonTitleKey',
].sort();

describe('notification display table', () => {
  it('holds exactly the demo types', () => {
    expect([...NOTIFICATION_TYPES]).toEqual(DEMO.map(([type]) => type));
    expect(Object.keys(NOTIFICATION_DISPLAY)).toEqual(DEMO.map(([type]) => type));
  });

  it.each(DEMO)('%s → %s → %s', (type, category, route) => {
    const config = displayConfigFor(type);
    expect(config?.category).toBe(category);
    expect(config?.redirectionRoute).toBe(route);
  });

  it('gives each type an icon of its own, and every icon name to a type', () => {
    const icons = NOTIFICATION_TYPES.map((type) => NOTIFICATION_DISPLAY[type].icon);
    expect(new Set(icons).size).toBe(NOTIFICATION_TYPES.length);
    expect([...icons].sort()).toEqual([...NOTIFICATION_ICONS].sort());
  });

  it.each(DEMO)('%s has the full display configuration of spec section 3', (type) => {
    const config = displayConfigFor(type)!;
    expect(Object.keys(config).sort()).toEqual(FIELDS);
    for (const field of FIELDS) expect(config[field as keyof typeof config], field).not.toBeUndefined();
    expect(config.icon).toMatch(/^[a-z][a-z-]*$/);
    expect(NOTIFICATION_ICONS).toContain(config.icon);
    expect(config.toasterTitleKey).toBe(`notifications.${type}.toasterTitle`);
    expect(config.bannerTitleKey).toBe(`notifications.${type}.bannerTitle`);
    if (config.redirectionRoute === null) {
      expect(config.buttonTitleKey).toBeNull();
      expect(config.bannerButtonTitleKey).toBeNull();
      expect(config.redirectionState).toBeNull();
      expect(config.redirectionQueryParams).toBeNull();
    } else {
      expect(config.buttonTitleKey).toBe(`notifications.${type}.buttonTitle`);
      expect(config.bannerButtonTitleKey).toBe(`notifications.${type}.bannerButtonTitle`);
      expect(findLayoutRoute(config.redirectionRoute)?.path, config.redirectionRoute).toBe(config.redirectionRoute);
    }
    for (const bag of [config.redirectionState, config.redirectionQueryParams]) {
      if (bag !== null) for (const value of Object.values(bag)) expect(typeof value).toBe('string');
    }
  });

  it('only newsPublished skips processing', () => {
    expect(NOTIFICATION_TYPES.filter((t) => NOTIFICATION_DISPLAY[t].skipProcessing)).toEqual(['newsPublished']);
  });

  it('profileToComplete and maintenancePlanned are the important types', () => {
    expect(NOTIFICATION_TYPES.filter((t) => NOTIFICATION_DISPLAY[t].important)).toEqual(['profileToComplete', 'maintenancePlanned']);
  });

  it('maintenancePlanned does not redirect', () => {
    expect(displayConfigFor('maintenancePlanned')?.redirectionRoute).toBeNull();
    expect(NOTIFICATION_TYPES.filter((t) => NOTIFICATION_DISPLAY[t].redirectionRoute === null)).toEqual(['maintenancePlanned']);
  });

  it('translation keys are unique', () => {
    const keys = NOTIFICATION_TYPES.flatMap((t) => {
      const c = NOTIFICATION_DISPLAY[t];
      return [c.toasterTitleKey, c.buttonTitleKey, c.bannerTitleKey, c.bannerButtonTitleKey].filter((k) => k !== null);
    });
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('displayConfigFor', () => {
  it.each(['unknownType', '', 'ContractToSign', '__proto__', 'toString', 'constructor', 'hasOwnProperty'])(
    'unknown type %j → undefined',
    (type) => {
      expect(displayConfigFor(type)).toBeUndefined();
      expect(isNotificationType(type)).toBe(false);
    },
  );

  it('non-string types are unknown', () => {
    expect(displayConfigFor(undefined as unknown as string)).toBeUndefined();
    expect(isNotificationType(42)).toBe(false);
    expect(isNotificationType(null)).toBe(false);
    // A list holding a type name is no type name (Object.hasOwn would read it as its text).
    expect(isNotificationType(['contractToSign'])).toBe(false);
  });

  it('returns the table row', () => {
    for (const type of NOTIFICATION_TYPES) expect(displayConfigFor(type)).toBe(NOTIFICATION_DISPLAY[type]);
  });
});

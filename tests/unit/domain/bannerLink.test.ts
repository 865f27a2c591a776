// The only links a back-office banner may carry (docs/decisions-domain.md "Back office › banners"):
// a path of the portal's pages, never another site, 200 characters at most.
import { describe, expect, it } from 'vitest';
import { BANNER_AUDIENCE_ROLES, isPortalLink } from '../../../machines/domain/bannerLink';

describe('isPortalLink', () => {
  it.each([
    '/advantages',
    '/news/news-01',
    '/time-sheets/to-fill?week=2026-W48',
    '/home#top',
    '/Back-Office/banners',
    `/news/${'x'.repeat(194)}`,
  ])('%s is a page of the portal', (link) => expect(isPortalLink(link)).toBe(true));
  it.each([
    'https://partner.example/offer',
    '//partner.example/offer',
    '/\\partner.example',
    '/news\\..\\x',
    'javascript:alert(1)',
    'advantages',
    ' /advantages',
    '/',
    '/nowhere',
    '/applicant',
    '/home/../../partner',
    '/home page',
    '/home/a page',
    '/news/a\\b',
    '../advantages',
    `/news/${'x'.repeat(195)}`,
  ])('%s is not', (link) => expect(isPortalLink(link)).toBe(false));
  it.each([null, undefined, 42, ['/home']])('%o, not a text, is not', (link) => expect(isPortalLink(link)).toBe(false));
});

describe('BANNER_AUDIENCE_ROLES', () => {
  it('are the roles with a home, in the roles’ order: not communication nor moa', () =>
    expect(BANNER_AUDIENCE_ROLES).toEqual([
      'worker',
      'selfRegistered',
      'clientUser',
      'agencyAssistant',
      'agencySales',
      'agencyDirector',
      'administrator',
      'support',
    ]));
});

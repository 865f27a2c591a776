import { describe, it, expect } from 'vitest';
import { applicantRedirect, type ApplicantRedirectInput } from '../../../machines/domain/applicantArea';

const worker = { signedIn: true, userType: 'worker' } as const;

describe('applicantRedirect: /applicant needs a signed-in worker', () => {
  it.each<[string, Omit<ApplicantRedirectInput, 'path'>, string | null]>([
    ['signed-in worker', { ...worker, applicantArea: null }, null],
    ['signed-in worker already in the area', { ...worker, applicantArea: 'worker' }, null],
    ['not signed in', { signedIn: false, userType: null, applicantArea: null }, '/home'],
    ['not signed in, stale worker type', { signedIn: false, userType: 'worker', applicantArea: 'worker' }, '/home'],
    ['signed-in client', { signedIn: true, userType: 'client', applicantArea: null }, '/home'],
    ['signed-in internal user', { signedIn: true, userType: 'internalUser', applicantArea: 'worker' }, '/home'],
    ['signed in, type unknown', { signedIn: true, userType: undefined, applicantArea: undefined }, '/home'],
  ])('%s', (_label, input, expected) => {
    for (const path of ['/applicant', '/applicant/', '/applicant/offers/3', '/Applicant?x=1']) {
      expect(applicantRedirect({ path, ...input }), path).toBe(expected);
    }
  });
});

describe('applicantRedirect: a worker in the applicant area stays there', () => {
  it.each([
    '/',
    '/home',
    '/contracts',
    '/my-profile/days-off',
    '/my-profile/my-notifications',
    '/back-office',
    '/time-sheets?x=1',
    '/clients/1/infos',
    '/privacy',
  ])('%s → /applicant', (path) => {
    expect(applicantRedirect({ path, ...worker, applicantArea: 'worker' })).toBe('/applicant');
  });

  it.each(['/autologin', '/success-login', '/forbidden', '/maintenance', '/document-preview', '/evaluate', '/account', '/nowhere', '/%zz'])(
    '%s outside the layout: no redirect',
    (path) => {
      expect(applicantRedirect({ path, ...worker, applicantArea: 'worker' })).toBeNull();
    },
  );

  it('no redirect when the area is not set, or for other users', () => {
    expect(applicantRedirect({ path: '/home', ...worker, applicantArea: null })).toBeNull();
    expect(applicantRedirect({ path: '/home', ...worker, applicantArea: undefined })).toBeNull();
    expect(applicantRedirect({ path: '/home', signedIn: true, userType: 'client', applicantArea: 'worker' })).toBeNull();
    expect(applicantRedirect({ path: '/home', signedIn: true, userType: 'internalUser', applicantArea: 'worker' })).toBeNull();
    expect(applicantRedirect({ path: '/home', signedIn: false, userType: 'worker', applicantArea: 'worker' })).toBeNull();
  });
});

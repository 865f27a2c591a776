// The applicant area rule (spec section 2 "applicant", section 6; decisions.md "Applicant area").
// The spec's "second state value" is the app machine's applicantArea ('worker' | null).
//
// - `/applicant` and its sub-paths need a signed-in user of the worker user type; anyone else goes
//   to `/home`.
// - While applicantArea is 'worker', a signed-in worker on any other path of the authorised layout
//   (its empty path `/` and every path under a layout route, known or not) goes to `/applicant`.
//   Paths outside the layout (autologin, success-login, forbidden, maintenance, document-preview …)
//   are left alone, so sign-in, errors and maintenance still show.
// - Everything else: no redirect (null).

import type { UserType } from './types';
import { APPLICANT_PATH, isApplicantPath, isLayoutPath } from './routes';

export type ApplicantArea = 'worker' | null;

export interface ApplicantRedirectInput {
  /** URL path, query and hash tolerated. */
  path: string;
  signedIn: boolean;
  /** The signed-in user's type; null or undefined when not known. */
  userType: UserType | null | undefined;
  applicantArea: ApplicantArea | undefined;
}

/** Where to redirect, or null when the path may be shown as is. */
export function applicantRedirect({ path, signedIn, userType, applicantArea }: ApplicantRedirectInput): string | null {
  const isWorker = signedIn === true && userType === 'worker';
  if (isApplicantPath(path)) return isWorker ? null : '/home';
  if (isWorker && applicantArea === 'worker' && isLayoutPath(path)) return APPLICANT_PATH;
  return null;
}

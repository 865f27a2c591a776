// Rules of the forced password change (decisions.md "Forced password change"). The spec shows no
// password policy, so we chose a small one the server side can only make stricter:
// - at least PASSWORD_MIN_LENGTH (8) characters, counted as Unicode code points (an emoji is one);
// - at least one letter and one digit, of any script (`\p{L}`, `\p{Nd}`);
// - the confirmation equals the password exactly (no trimming: spaces are part of a password).
// The server stays the judge: what it refuses comes back as its message in the failed state.

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordProblem = 'tooShort' | 'needsLetter' | 'needsDigit' | 'mismatch';

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/** Every problem of a new password and its confirmation, in display order; `[]` when valid. */
export function passwordProblems(password: string, confirmation: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (!LETTER.test(password)) problems.push('needsLetter');
  if (!DIGIT.test(password)) problems.push('needsDigit');
  if (confirmation !== password) problems.push('mismatch');
  return problems;
}

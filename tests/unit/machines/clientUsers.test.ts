// The invitation form of a client's colleagues (machines/clientUsers/clientUsers.machine.ts,
// docs/screens/clientUsers.md › States): what each field asks and the body sent.
import { describe, expect, it } from 'vitest';
import { CLIENT_USER_ACTIONS, colleagueProblems, EMAIL_MAX_LENGTH } from '../../../machines/clientUsers/clientUsers.machine';

const VALID = { firstName: 'Ana', lastName: 'Lopes', email: 'ana.lopes@brasserie.fr' };

describe('colleagueProblems', () => {
  it('a filled form has none; blanks around the address do not count', () => {
    expect(colleagueProblems(VALID)).toEqual({});
    expect(colleagueProblems({ ...VALID, email: '  ana.lopes@brasserie.fr ' })).toEqual({});
  });

  it('a draft without fields: each is required', () => {
    expect(colleagueProblems({})).toEqual({ firstName: 'required', lastName: 'required', email: 'required' });
  });

  it.each(['ana.lopes', 'ana@brasserie', '@brasserie.fr', 'ana lopes@brasserie.fr', 'ana@brasserie.fr x', 'ana@@brasserie.fr'])(
    '"%s" is not an e-mail address',
    (email) => {
      expect(colleagueProblems({ ...VALID, email })).toEqual({ email: 'email' });
    },
  );

  it('an address longer than the call takes is too long', () => {
    const email = `${'a'.repeat(EMAIL_MAX_LENGTH - '@brasserie.fr'.length + 1)}@brasserie.fr`;
    expect(colleagueProblems({ ...VALID, email })).toEqual({ email: 'tooLong' });
  });
});

describe('the invitation’s body', () => {
  it('each field sent trimmed', () => {
    const form = CLIENT_USER_ACTIONS.inviteColleague.form!;
    expect(form.body!({ firstName: ' Ana ', lastName: ' Lopes ', email: ' ana.lopes@brasserie.fr ' })).toEqual(VALID);
  });
});

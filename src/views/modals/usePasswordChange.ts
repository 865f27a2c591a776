// Named commands and the slices of a passwordChange actor that its modal shows.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { dataState } from '../../../machines/domain/statePaths';
import type { PasswordProblem } from '../../../machines/domain/passwordRules';
import type { passwordChangeMachine } from '../../../machines/passwordChange/passwordChange.machine';

const NO_PROBLEMS: PasswordProblem[] = [];

export type PasswordChangeRef = ActorRefFrom<typeof passwordChangeMachine>;

export function usePasswordChange(actorRef: PasswordChangeRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const saving = useSelector(actorRef, (snapshot) => snapshot.matches('saving'));
  const failed = useSelector(actorRef, (snapshot) => snapshot.matches('failed'));
  const done = useSelector(actorRef, (snapshot) => snapshot.status === 'done');
  const password = useSelector(actorRef, (snapshot) => snapshot.context.password);
  const confirmation = useSelector(actorRef, (snapshot) => snapshot.context.confirmation);
  const problems = useSelector(actorRef, (snapshot) => (snapshot.context.showProblems ? snapshot.context.problems : NO_PROBLEMS));
  const errorMessage = useSelector(actorRef, (snapshot) => snapshot.context.errorMessage);
  return {
    state,
    done,
    password,
    confirmation,
    /** Problems of what is typed, once a submit was refused for them. */
    passwordProblems: problems.filter((problem) => problem !== 'mismatch'),
    confirmationProblems: problems.filter((problem) => problem === 'mismatch'),
    saving,
    failed,
    errorMessage,
    changePassword: (value: string) => actorRef.send({ type: 'PASSWORD.CHANGE', value }),
    changeConfirmation: (value: string) => actorRef.send({ type: 'CONFIRMATION.CHANGE', value }),
    /** Sends SUBMIT; returns the problems that refused it (`[]` when saving started). */
    submit: (): PasswordProblem[] => {
      actorRef.send({ type: 'SUBMIT' });
      const snapshot = actorRef.getSnapshot();
      return snapshot.matches('editing') ? snapshot.context.problems : [];
    },
    retry: () => actorRef.send({ type: 'RETRY' }),
  };
}

// The evaluation landing page's machine as its view sees it (docs/screens/evaluate.md): the machine
// is started here with the URL's token, from the logic the composition root hands over, and stopped
// when the page leaves; the view reads small selections and sends named commands.
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createActor, type Actor } from 'xstate';
import { evaluationProblems, type EvaluateMachine } from '../../../../machines/evaluate/evaluate.machine';
import { usePublicFlows } from './publicFlows';

export type EvaluateActor = Actor<EvaluateMachine>;

/** Starts the page's machine for `token`; undefined while its chunk loads, null when it could not be loaded. */
export function useEvaluateActor(token: string | null): EvaluateActor | undefined | null {
  const flows = usePublicFlows();
  const [actor, setActor] = useState<EvaluateActor | undefined | null>(undefined);
  useEffect(() => {
    if (!flows) {
      setActor(null);
      return;
    }
    let started: EvaluateActor | null = null;
    let left = false;
    flows.evaluate().then(
      (logic) => {
        if (left) return;
        started = createActor(logic as EvaluateMachine, { input: { token } });
        started.start();
        setActor(started);
      },
      () => {
        if (!left) setActor(null);
      },
    );
    return () => {
      left = true;
      started?.stop();
    };
  }, [flows, token]);
  return actor;
}

const PAGE_STATES = ['invalid', 'loading', 'loadFailed', 'unknown', 'expired', 'alreadyAnswered', 'form', 'thanked'] as const;
export type EvaluatePageState = (typeof PAGE_STATES)[number] | 'checking';

export function useEvaluate(actor: EvaluateActor) {
  const page = useSelector(actor, (snapshot) => PAGE_STATES.find((state) => snapshot.matches(state)) ?? 'checking');
  const phase = useSelector(actor, (snapshot) =>
    snapshot.matches({ form: 'sending' }) ? 'sending' : snapshot.matches({ form: 'failed' }) ? 'failed' : 'editing',
  );
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const rating = useSelector(actor, (snapshot) => snapshot.context.rating);
  const comment = useSelector(actor, (snapshot) => snapshot.context.comment);
  const showProblems = useSelector(actor, (snapshot) => snapshot.context.showProblems);
  const stateValue = useSelector(actor, (snapshot) => snapshot.value);
  return {
    page,
    phase,
    form,
    rating,
    comment,
    problems: showProblems ? evaluationProblems({ rating, comment }) : {},
    stateValue,
    choose: (value: number) => actor.send({ type: 'RATING.CHOSEN', rating: value }),
    write: (text: string) => actor.send({ type: 'COMMENT.CHANGED', text }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}

// The document preview (its machine, docs/screens/documentPreview.md) as its view sees it.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { DocumentPreviewMachine } from '../../../../machines/documentPreview/documentPreview.machine';
import { dataState } from '../../../../machines/domain/statePaths';

export type DocumentPreviewRef = ActorRefFrom<DocumentPreviewMachine>;

const PHASES = ['invalid', 'loading', 'failed', 'notFound', 'forbidden', 'shown'] as const;

export function useDocumentPreview(actorRef: DocumentPreviewRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const phase = useSelector(actorRef, (snapshot) => PHASES.find((candidate) => snapshot.matches(candidate)) ?? 'loading');
  const link = useSelector(actorRef, (snapshot) => snapshot.context.link);
  const loaded = useSelector(actorRef, (snapshot) => snapshot.context.loaded);
  return {
    state,
    /** invalid: the link is not one; loading; failed (Retry); notFound; forbidden; shown. */
    phase,
    /** What is wrong with the link, when it is not one. */
    problem: link.ok ? null : link.problem,
    /** Where the way back leads (a page of the portal). */
    back: link.back,
    document: loaded?.document ?? null,
    fileUrl: loaded?.fileUrl ?? null,
    retry: () => actorRef.send({ type: 'RETRY' }),
  };
}

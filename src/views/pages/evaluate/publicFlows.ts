// The machines of pages outside the layout that run without a session (the evaluation landing
// page): the composition root hands their logic, provided with its effects, to the views, which
// never import the services. Each loads with its page's chunk.
import { createContext, useContext } from 'react';
import type { AnyActorLogic } from 'xstate';

export interface PublicFlows {
  /** The evaluation landing page's machine (machines/evaluate/evaluate.machine.ts), with its effects. */
  evaluate: () => Promise<AnyActorLogic>;
}

export const PublicFlowsContext = createContext<PublicFlows | null>(null);

export function usePublicFlows(): PublicFlows | null {
  return useContext(PublicFlowsContext);
}

// Back office › evaluations (docs/screens/evaluations.md; spec section 2, the back office's
// evaluations entry): the requests that ask a client to evaluate a worker after a mission. The list
// family with two actions on a request's lifecycle (toSend → sent ⇄ expired, then answered, final):
// the administrator sends a request to send, and sends again one sent or expired after a
// confirmation; support reads.
import type { ActionSpecs } from '../families/action';
import { createListMachine } from '../families/list';

/** Who sends (docs/screens/evaluations.md › Who). */
const SENDERS: readonly string[] = ['administrator'];
const isSender = (roles: readonly string[]) => roles.some((role) => SENDERS.includes(role));

export const EVALUATION_ACTIONS: ActionSpecs = {
  send: {
    call: 'sendEvaluation',
    on: 'item',
    allowedFor: (item) => item.status === 'toSend',
    offeredTo: isSender,
    effect: 'store',
  },
  resend: {
    call: 'sendEvaluation',
    on: 'item',
    confirm: true,
    allowedFor: (item) => item.status === 'sent' || item.status === 'expired',
    offeredTo: isSender,
    effect: 'store',
  },
};

export const evaluationsMachine = createListMachine({
  id: 'evaluations',
  contract: 'docs/screens/evaluations.md',
  description: 'Back office › evaluations: send, send again',
  load: 'getEvaluations',
  pageSize: 20,
  // No tabs, no route parameters: a move inside the screen never reads again.
  oneView: true,
  actions: EVALUATION_ACTIONS,
});

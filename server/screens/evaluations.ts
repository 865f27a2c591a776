// The stand-in's evaluation requests (docs/screens/evaluations.md) and the landing page that
// answers one without sign-in (docs/screens/evaluate.md). Sending a request gives it a link; the
// control API lists the links sent, as the client's mailbox would (`evaluationOutbox`).
import { randomBytes } from 'node:crypto';
import { evaluationsCalls } from '../../contract/screens/evaluations.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';
import type { StackState } from '../state.ts';
import { todayIso } from './clientsDesk.ts';
import { listQuery, page } from './lists.ts';
import {
  addDays,
  clientInfos,
  EVALUATION_VALIDITY_DAYS,
  evaluationRequests,
  evaluationStatus,
  world,
  type EvaluationRequest,
  type World,
} from './world.ts';

interface Evaluations {
  world: World;
  requests: EvaluationRequest[];
  /** The links sent, newest last: what the clients' mailboxes hold. */
  outbox: { evaluationId: string; to: string; token: string; sentOn: string }[];
}

/** Who reads the requests, and who sends them (docs/screens/evaluations.md). */
const READERS = ['administrator', 'support'];
const SENDERS = ['administrator'];

function evaluationsOf(state: StackState): Evaluations {
  return state.screenData('evaluations', (tenant) => {
    const built = world(tenant, Date.now());
    const names = (login: string): [string, string] => {
      const profile = state.account(login)?.profile;
      return [profile?.firstName || login, profile?.lastName || login];
    };
    return { world: built, requests: evaluationRequests(built, names), outbox: [] };
  });
}

function contactOf(data: Evaluations, request: EvaluationRequest) {
  return clientInfos(data.world.clients.find((client) => client.id === request.clientId)!).contacts[0];
}

function view(data: Evaluations, request: EvaluationRequest) {
  const client = data.world.clients.find((candidate) => candidate.id === request.clientId)!;
  const contact = contactOf(data, request);
  return {
    id: request.id,
    workerName: request.workerName,
    position: request.position,
    clientName: client.name,
    establishmentName: client.establishments.find((candidate) => candidate.id === request.establishmentId)!.name,
    startDate: request.startDate,
    endDate: request.endDate,
    contactName: contact.name,
    contactEmail: contact.email,
    status: evaluationStatus(request, todayIso()),
    sentOn: request.sentOn,
    expiresOn: request.expiresOn,
    answeredOn: request.answeredOn,
    rating: request.rating,
    comment: request.comment,
  };
}

function formView(data: Evaluations, request: EvaluationRequest) {
  const { workerName, position, clientName, establishmentName, startDate, endDate, answeredOn } = view(data, request);
  return { workerName, position, clientName, establishmentName, startDate, endDate, status: answeredOn ? 'answered' : 'open', answeredOn };
}

/** The request a link names: 404 unknown, 410 expired (an answered one is shown as such). */
function requestOfToken(data: Evaluations, token: string): EvaluationRequest {
  const request = data.requests.find((candidate) => candidate.token !== null && candidate.token === token);
  if (!request) throw new HttpError(404, 'Ce lien d’évaluation n’est pas valide.');
  if (evaluationStatus(request, todayIso()) === 'expired') throw new HttpError(410, 'Ce lien d’évaluation a expiré.');
  return request;
}

/** The links sent since the last reset (control API `GET /control/evaluations/outbox`). */
export function evaluationOutbox(state: StackState) {
  return { sent: evaluationsOf(state).outbox };
}

export const evaluationsRoutes: Route[] = [
  route(evaluationsCalls.getEvaluations, ({ query, state, account }) => {
    if (!account.info.roles.some((role) => READERS.includes(role)))
      throw new HttpError(403, 'Les évaluations sont réservées à l’administrateur et au support.');
    const data = evaluationsOf(state);
    return {
      status: 200,
      body: page(
        data.requests.map((request) => view(data, request)),
        listQuery(query, []),
      ),
    };
  }),
  route(evaluationsCalls.sendEvaluation, ({ params, state, account }) => {
    if (!account.info.roles.some((role) => SENDERS.includes(role)))
      throw new HttpError(403, 'Seul l’administrateur envoie les demandes d’évaluation.');
    const data = evaluationsOf(state);
    const request = data.requests.find((candidate) => candidate.id === params.evaluationId);
    if (!request) throw new HttpError(404, 'Cette demande d’évaluation n’existe pas.');
    if (request.answeredOn !== null) throw new HttpError(409, 'Cette demande a déjà reçu une réponse.');
    // Sent again: the same link, working again for the whole validity from today.
    request.token ??= randomBytes(18).toString('base64url');
    request.sentOn = todayIso();
    request.expiresOn = addDays(request.sentOn, EVALUATION_VALIDITY_DAYS);
    data.outbox.push({ evaluationId: request.id, to: contactOf(data, request).email, token: request.token, sentOn: request.sentOn });
    return { status: 200, body: view(data, request) };
  }),
  route(evaluationsCalls.getEvaluationForm, ({ query, state }) => {
    const data = evaluationsOf(state);
    return { status: 200, body: formView(data, requestOfToken(data, query.get('token') ?? '')) };
  }),
  route(evaluationsCalls.answerEvaluation, ({ body, state }) => {
    const answer = body as { token: string; rating: number; comment: string };
    const data = evaluationsOf(state);
    const request = requestOfToken(data, answer.token);
    if (request.answeredOn !== null) throw new HttpError(409, 'Cette évaluation a déjà été faite.');
    request.answeredOn = todayIso();
    request.rating = answer.rating;
    request.comment = answer.comment.trim();
    return { status: 200, body: formView(data, request) };
  }),
];

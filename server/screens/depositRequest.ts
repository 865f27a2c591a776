// The stand-in's deposit requests (docs/screens/depositRequest.md): each demo worker's pay advance
// account, computed from their missions in the shared world (world.ts), so the amount agrees with
// the hours their contracts and time sheets show.
//
// The stand-in's rule (a backend's is the agency's): wages are paid each Friday for the week before
// (the FAQ says so). The hours worked and not yet paid are, before Friday, last week's and this
// week's up to today; from Friday on, this week's. Half of their gross pay may be advanced, in whole
// euros, less what the worker already asked for since then (refused requests aside).
import { depositRequestCalls, DEPOSIT_REASON_MAX } from '../../contract/screens/depositRequest.ts';
import type { DemoAccount } from '../demo-data.ts';
import { HttpError, isRecord } from '../http-utils.ts';
import type { NotificationHub } from '../hub/hub.ts';
import { route, type Route } from '../api/router.ts';
import { objectBody } from '../api/validate.ts';
import type { StackState } from '../state.ts';
import type { TenantId } from '../tenants.ts';
import { addDays, isoDay, world, type World } from './world.ts';

type Status = 'pending' | 'paid' | 'refused';
interface DepositRequest {
  id: string;
  requestedOn: string;
  amountCents: number;
  reason: string;
  status: Status;
  answeredOn: string | null;
  answer: string | null;
}

interface DepositBook {
  world: World;
  requests: Map<string, DepositRequest[]>;
}

/** Share of the unpaid gross pay that may be advanced. */
const ADVANCE_SHARE = 0.5;
const FRIDAY = 4;

/** [login, weeks ago (0 = today), amount in euros, reason, status, agency's answer on a refusal] */
type Seed = [login: string, weeksAgo: number, euros: number, reason: string, status: Status, answer?: string];
const SEEDS: Seed[] = [
  ['worker', 5, 150, 'Réparation de ma voiture pour aller sur le site', 'paid'],
  [
    'worker',
    8,
    400,
    'Caution de mon nouvel appartement',
    'refused',
    'Le montant dépassait la moitié des heures travaillées de la semaine.',
  ],
  ['worker', 12, 100, 'Avance sur le loyer', 'paid'],
  ['selfregistered', 3, 80, 'Abonnement de transport du mois', 'paid'],
  ['worker-cdii', 0, 50, 'Chaussures de sécurité', 'pending'],
  ['worker-cdii', 6, 200, 'Frais médicaux', 'paid'],
  ['worker-limited', 2, 300, 'Dépense imprévue', 'refused', 'Aucune heure n’était encore validée à cette date.'],
  ['worker-password', 4, 120, 'Frais de garde', 'paid'],
];

const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The first day whose hours are not paid yet, and the next pay day. */
export function unpaidPeriod(book: Pick<World, 'today' | 'thisWeek'>): { from: string; payday: string } {
  const beforeFriday = weekdayOf(book.today) < FRIDAY;
  return beforeFriday
    ? { from: addDays(book.thisWeek, -7), payday: addDays(book.thisWeek, FRIDAY) }
    : { from: book.thisWeek, payday: addDays(book.thisWeek, 7 + FRIDAY) };
}

/** Gross pay, in cents, of `login`'s hours worked from `from` to today (weekdays of their missions). */
export function earnedCents(book: World, login: string, from: string): number {
  let cents = 0;
  for (const mission of book.missions.filter((m) => m.worker === login)) {
    for (let day = from; day <= book.today; day = addDays(day, 1)) {
      if (weekdayOf(day) > FRIDAY || day < mission.startDate || day > mission.endDate) continue;
      cents += Math.round((mission.weeklyHours / 5) * mission.hourlyRate * 100);
    }
  }
  return cents;
}

function available(book: DepositBook, login: string): number {
  const { from } = unpaidPeriod(book.world);
  const advance = Math.floor((earnedCents(book.world, login, from) * ADVANCE_SHARE) / 100) * 100;
  const asked = (book.requests.get(login) ?? [])
    .filter((request) => request.requestedOn >= from && request.status !== 'refused')
    .reduce((sum, request) => sum + request.amountCents, 0);
  return Math.max(0, advance - asked);
}

export function depositBook(tenant: TenantId, now = Date.now()): DepositBook {
  const book: DepositBook = { world: world(tenant, now), requests: new Map() };
  const today = book.world.today;
  SEEDS.forEach(([login, weeksAgo, euros, reason, status, answer], index) => {
    const requestedOn = addDays(today, -7 * weeksAgo);
    const request: DepositRequest = {
      id: `dep-${tenant}-${index + 1}`,
      requestedOn,
      amountCents: euros * 100,
      reason,
      status,
      answeredOn: status === 'pending' ? null : addDays(requestedOn, 1),
      answer: status === 'refused' ? (answer ?? null) : null,
    };
    book.requests.set(login, [...(book.requests.get(login) ?? []), request]);
  });
  return book;
}

export const bookOf = (state: StackState) => state.screenData('depositRequest', (tenant) => depositBook(tenant));

function workerOf(account: DemoAccount): string {
  if (account.info.userType !== 'worker') throw new HttpError(403, 'Pay advances are for temporary workers.');
  return account.login;
}

function accountOf(book: DepositBook, login: string) {
  const twelveMonthsAgo = isoDay(new Date(book.world.today).getTime() - 365 * 86_400_000);
  return {
    id: 'current',
    currency: 'EUR',
    availableCents: available(book, login),
    payday: unpaidPeriod(book.world).payday,
    requests: structuredClone(
      (book.requests.get(login) ?? [])
        .filter((request) => request.requestedOn >= twelveMonthsAgo)
        .sort((a, b) => b.requestedOn.localeCompare(a.requestedOn)),
    ),
  };
}

let counter = 0;

export const depositRequestRoutes: Route[] = [
  route(depositRequestCalls.getDepositAccount, ({ account, state }) => ({
    status: 200,
    body: accountOf(bookOf(state), workerOf(account)),
  })),
  route(depositRequestCalls.requestDeposit, ({ account, state, body }) => {
    const login = workerOf(account);
    const input = objectBody(body);
    const { amountCents, reason } = input;
    if (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents) || amountCents < 1) {
      throw new HttpError(400, 'amountCents must be a whole number of cents, at least 1');
    }
    if (typeof reason !== 'string' || reason.trim() === '' || reason.length > DEPOSIT_REASON_MAX) {
      throw new HttpError(400, `reason is required, at most ${DEPOSIT_REASON_MAX} characters`);
    }
    const book = bookOf(state);
    const most = available(book, login);
    if (amountCents > most) {
      throw new HttpError(409, `Le montant demandé dépasse le disponible (${(most / 100).toFixed(2)} €).`);
    }
    counter += 1;
    const request: DepositRequest = {
      id: `dep-${login}-${Date.now().toString(36)}-${counter}`,
      requestedOn: book.world.today,
      amountCents,
      reason: reason.trim(),
      status: 'pending',
      answeredOn: null,
      answer: null,
    };
    book.requests.set(login, [request, ...(book.requests.get(login) ?? [])]);
    return { status: 201, body: structuredClone(request) };
  }),
];

/**
 * The control API's answer of the agency (`POST /__control/deposit-requests/answer`, for tests and
 * demos): `{ login, status: 'paid' | 'refused', answer? }` answers the worker's newest pending
 * request and pushes `depositRequestAnswered` through the hub, as a back office would.
 */
export function answerDepositRequest(state: StackState, hub: NotificationHub, body: unknown) {
  if (!isRecord(body) || typeof body.login !== 'string' || !state.account(body.login)) throw new HttpError(404, 'No such demo user');
  if (body.status !== 'paid' && body.status !== 'refused') throw new HttpError(400, 'status must be paid or refused');
  const login = body.login;
  const book = bookOf(state);
  const request = (book.requests.get(login) ?? []).find((candidate) => candidate.status === 'pending');
  if (!request) throw new HttpError(404, `${login} has no pending deposit request`);
  request.status = body.status;
  request.answeredOn = book.world.today;
  request.answer = body.status === 'refused' ? (typeof body.answer === 'string' ? body.answer : 'Refusée par l’agence.') : null;
  const notification = {
    id: `n-deposit-${request.id}`,
    type: 'depositRequestAnswered',
    category: 'advantages',
    data: {
      requestId: request.id,
      status: request.status,
      label: `acompte de ${(request.amountCents / 100).toFixed(2).replace('.', ',')} € ${request.status === 'paid' ? 'versé' : 'refusé'}`,
    },
    createdAt: new Date().toISOString(),
  };
  state.account(login)!.notifications.unshift({ ...notification, processed: false });
  return { request: structuredClone(request), delivered: hub.send(login, 'SendNotification', [notification]) };
}

// The stand-in's back office › FAQs (docs/screens/backOfficeFaqs.md): the same entries the readers'
// FAQ screen reads (faq.ts faqOf), every status; write a new one (a draft), change one, publish a
// draft or a disabled one (the FAQ screen shows it), disable an enabled one. The changes last until
// the stack's reset.
import { backOfficeFaqsCalls } from '../../contract/screens/backOfficeFaqs.ts';
import { route, type Route } from '../api/router.ts';
import type { DemoAccount } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import type { StackState } from '../state.ts';
import { faqOf, type FaqEntry } from './faq.ts';
import { listQuery, page } from './lists.ts';

const FILTERS = ['all', 'draft', 'enabled', 'disabled'] as const;
/** The back office's roles (spec sections 2 and 6). */
const PUBLISHERS = ['administrator', 'support', 'communication', 'moa'];

function publisher(account: DemoAccount) {
  if (!account.info.roles.some((role) => PUBLISHERS.includes(role)))
    throw new HttpError(403, 'Le back office de la FAQ n’est pas accessible à ce compte.');
}

function found(state: StackState, faqId: string): FaqEntry {
  const entry = faqOf(state).find((candidate) => candidate.id === faqId);
  if (!entry) throw new HttpError(404, 'Cette question n’existe pas, ou plus.');
  return entry;
}

type Written = Pick<FaqEntry, 'category' | 'question' | 'answer'>;
/** The form's texts as kept: trimmed (the contract has checked their lengths). */
function written(body: unknown): Written {
  const sent = body as Written;
  const texts = { category: sent.category, question: sent.question.trim(), answer: sent.answer.trim() };
  if (texts.question === '' || texts.answer === '') throw new HttpError(400, 'La question et la réponse sont obligatoires.');
  return texts;
}

let createdCounter = 0;

export const backOfficeFaqsRoutes: Route[] = [
  route(backOfficeFaqsCalls.getBackOfficeFaqs, ({ query, state, account }) => {
    publisher(account);
    const list = listQuery(query, FILTERS);
    const entries = faqOf(state).filter((entry) => list.filter === null || list.filter === 'all' || entry.status === list.filter);
    // Drafts first (they wait for someone), then in the readers' order; a stable sort keeps it.
    const shown = [...entries].sort((a, b) => Number(b.status === 'draft') - Number(a.status === 'draft')).map((entry) => ({ ...entry }));
    return { status: 200, body: page(shown, list) };
  }),
  route(backOfficeFaqsCalls.createBackOfficeFaq, ({ body, state, account }) => {
    publisher(account);
    createdCounter += 1;
    const entry: FaqEntry = { id: `faq-new-${Date.now()}-${createdCounter}`, status: 'draft', ...written(body) };
    // First among the drafts: the newest written is the one being worked on.
    faqOf(state).unshift(entry);
    return { status: 201, body: { ...entry } };
  }),
  route(backOfficeFaqsCalls.updateBackOfficeFaq, ({ params, body, state, account }) => {
    publisher(account);
    const entry = found(state, params.faqId);
    Object.assign(entry, written(body));
    return { status: 200, body: { ...entry } };
  }),
  route(backOfficeFaqsCalls.enableBackOfficeFaq, ({ params, state, account }) => {
    publisher(account);
    const entry = found(state, params.faqId);
    if (entry.status === 'enabled') throw new HttpError(409, 'Cette question est déjà publiée.');
    entry.status = 'enabled';
    return { status: 200, body: { ...entry } };
  }),
  route(backOfficeFaqsCalls.disableBackOfficeFaq, ({ params, state, account }) => {
    publisher(account);
    const entry = found(state, params.faqId);
    if (entry.status !== 'enabled') throw new HttpError(409, 'Seule une question publiée peut être désactivée.');
    entry.status = 'disabled';
    return { status: 200, body: { ...entry } };
  }),
];

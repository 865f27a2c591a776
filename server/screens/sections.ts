// The stand-in's referential sections (docs/screens/sections.md): the world's sections, kept in the
// clients desk so that the clients hub shows a client's sector as named here; the administrator
// adds, renames and removes an unused one until the next reset.
import { sectionsCalls } from '../../contract/screens/sections.ts';
import { REFERENTIAL_EDITORS, sectionNameProblem, tidySectionName } from '../../machines/domain/referential.ts';
import type { DemoAccount } from '../demo-data.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';
import { deskOf, type Desk } from './clientsDesk.ts';
import { listQuery, page } from './lists.ts';
import type { Section } from './world.ts';

/** Who reads the referential (docs/screens/sections.md › Who); who edits it is the domain's. */
export const REFERENTIAL_READERS = ['administrator', 'support'];

export function referentialAccess(account: DemoAccount, edits: boolean): void {
  const allowed = edits ? REFERENTIAL_EDITORS : REFERENTIAL_READERS;
  if (account.info.userType !== 'internalUser' || !account.info.roles.some((role) => allowed.includes(role)))
    throw new HttpError(403, edits ? 'Seul un administrateur modifie le référentiel.' : 'Le référentiel n’est pas accessible à ce compte.');
}

function view(desk: Desk, section: Section) {
  return { id: section.id, name: section.name, clients: desk.world.clients.filter((client) => client.sectionId === section.id).length };
}

function sectionOf(desk: Desk, id: string | undefined): Section {
  const section = desk.world.sections.find((candidate) => candidate.id === id);
  if (!section) throw new HttpError(404, 'Cette section n’existe pas, ou plus.');
  return section;
}

/** The name as stored, or a 409 when another section has it (case and accents aside). */
function checkedName(desk: Desk, body: unknown, self: Section | null): string {
  const name = tidySectionName(String((body as { name?: unknown }).name ?? ''));
  const others = desk.world.sections.filter((section) => section !== self).map((section) => section.name);
  const problem = sectionNameProblem(name, others);
  if (problem === 'taken') throw new HttpError(409, `Une section porte déjà ce nom : ${name}.`);
  if (problem) throw new HttpError(400, 'Le nom d’une section compte de 1 à 60 caractères.');
  return name;
}

export const sectionsRoutes: Route[] = [
  route(sectionsCalls.getSections, ({ query, state, account }) => {
    referentialAccess(account, false);
    const desk = deskOf(state);
    const sorted = [...desk.world.sections].sort((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }));
    return {
      status: 200,
      body: page(
        sorted.map((section) => view(desk, section)),
        listQuery(query, []),
      ),
    };
  }),
  route(sectionsCalls.addSection, ({ body, state, account }) => {
    referentialAccess(account, true);
    const desk = deskOf(state);
    const section: Section = { id: `sec-new-${desk.next++}`, name: checkedName(desk, body, null) };
    desk.world.sections.push(section);
    return { status: 201, body: view(desk, section) };
  }),
  route(sectionsCalls.renameSection, ({ params, body, state, account }) => {
    referentialAccess(account, true);
    const desk = deskOf(state);
    const section = sectionOf(desk, params.sectionId);
    section.name = checkedName(desk, body, section);
    return { status: 200, body: view(desk, section) };
  }),
  route(sectionsCalls.removeSection, ({ params, state, account }) => {
    referentialAccess(account, true);
    const desk = deskOf(state);
    const section = sectionOf(desk, params.sectionId);
    const clients = view(desk, section).clients;
    if (clients > 0)
      throw new HttpError(
        409,
        `Cette section ne peut pas être supprimée : ${clients} client${clients > 1 ? 's y sont classés' : ' y est classé'}.`,
      );
    desk.world.sections.splice(desk.world.sections.indexOf(section), 1);
    return { status: 204 };
  }),
];

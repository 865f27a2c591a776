// The screens' machines, loaded with their chunks (docs/screens/README.md "How the app runs a
// screen"): the app machine's `loadScreen` imports this module, itself a chunk (its maps of the
// screens' modules grow with every screen; the portal's first chunks do not), and asks it for a
// declared screen's machine, provided with its effects, from
// - a machine of its own (`<id>Machine` of machines/<id>/<id>.machine.ts) and
//   src/services/screens/<id>.implementations.ts, which exports `create<Id>Implementations(deps)`; or
// - its family (machines/families/), configured by the declaration, with the family's effects below:
//   the declared call (contract/screens/<id>.ts) for its reads, the log. A screen's own machine may
//   use them too, with `actionDrafts` for the forms of its actions.
import { fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import type { Call } from '../../contract/calls';
import type { KeptActionDraft } from '../../machines/families/action';
import type { ListPageRequest } from '../../machines/families/list';
import type { DetailRead } from '../../machines/families/detail';
import { routeUrl, type ScreenItem, type ScreenPage, type ScreenRoute } from '../../machines/families/screen';
import type { ScreenDeclaration } from '../../machines/screens/declaration';
import { screenById } from '../../machines/screens/lookup';
import type { Api } from './api';
import { createDraftStore, draftImplementations, type DraftDeps } from './drafts';
import type { Logger } from './logger';

export interface ScreenDeps {
  api: Api;
  drafts: DraftDeps;
  logger: Pick<Logger, 'log'>;
  /** The router's navigation (a list's search goes into the URL). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

type Implementations = Parameters<AnyStateMachine['provide']>[0];

// Each a chunk of its own, loaded with the screen.
const OWN_MACHINES = import.meta.glob<Record<string, AnyStateMachine>>('../../machines/*/*.machine.ts');
const OWN_IMPLEMENTATIONS = import.meta.glob<Record<string, (deps: ScreenDeps) => Implementations>>('./screens/*.implementations.ts');
// The screens' contract files, not their list (contract/screens/screens.ts) nor their shared shapes.
const CONTRACTS = import.meta.glob<Record<string, Readonly<Record<string, Call>>>>([
  '../../contract/screens/*.ts',
  '!../../contract/screens/screens.ts',
]);

const capitalized = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The machine of the declared screen `id`, provided with its effects (the app machine's loadScreen). */
export async function loadScreenLogic(id: string, deps: ScreenDeps): Promise<AnyActorLogic> {
  const declaration = screenById(id);
  if (!declaration?.machine) throw new Error(`No machine runs on the screen ${id}`);
  return screenLogic(declaration, deps);
}

/** A declared screen's machine, provided with its effects. */
export async function screenLogic(declaration: ScreenDeclaration, deps: ScreenDeps): Promise<AnyActorLogic> {
  const machine = declaration.machine!;
  if (machine === 'own') {
    const [own, create] = await Promise.all([ownMachine(declaration.id), ownImplementations(declaration.id)]);
    return own.provide(create(deps));
  }
  const [call, { familyMachine }] = await Promise.all([
    declaredCall(declaration.id, machine.load),
    import('../../machines/screens/familyMachine'),
  ]);
  const family = familyMachine(declaration)!;
  const effects =
    machine.family === 'list' ? listImplementations(declaration.id, call, deps) : detailImplementations(declaration.id, call, deps);
  return family.provide(effects as never);
}

/** Starts loading the modules of the screen `id`'s machine (the first screen's, at boot). */
export function preloadScreenLogic(id: string): Promise<unknown> {
  const machine = screenById(id)?.machine;
  if (machine === 'own') return Promise.all([ownMachine(id), ownImplementations(id)]);
  if (machine) return Promise.all([declaredCall(id, machine.load), import('../../machines/screens/familyMachine')]);
  return Promise.resolve();
}

async function ownMachine(id: string): Promise<AnyStateMachine> {
  const load = OWN_MACHINES[`../../machines/${id}/${id}.machine.ts`];
  const machine = load ? (await load())[`${id}Machine`] : undefined;
  if (!machine) throw new Error(`machines/${id}/${id}.machine.ts exports no ${id}Machine`);
  return machine;
}

async function ownImplementations(id: string): Promise<(deps: ScreenDeps) => Implementations> {
  const load = OWN_IMPLEMENTATIONS[`./screens/${id}.implementations.ts`];
  if (!load) throw new Error(`src/services/screens/${id}.implementations.ts is missing`);
  const create = (await load())[`create${capitalized(id)}Implementations`];
  if (typeof create !== 'function')
    throw new Error(`src/services/screens/${id}.implementations.ts exports no create${capitalized(id)}Implementations`);
  return create;
}

/** A screen's call, from its contract file (contract/screens/<id>.ts exports `<id>Calls`). */
export async function declaredCall(id: string, name: string): Promise<Call> {
  const load = CONTRACTS[`../../contract/screens/${id}.ts`];
  const calls = load ? (await load())[`${id}Calls`] : undefined;
  const call = calls && Object.hasOwn(calls, name) ? calls[name] : undefined;
  if (!call) throw new Error(`contract/screens/${id}.ts declares no call ${name}`);
  return call;
}

/**
 * The query a list's page read sends: the tab it is on (`filter`), then the slice; a list's search
 * when there is one; a list that follows the agency folders adds the selection (`folders`, ids
 * joined by commas) when there is one.
 */
export const pageQuery = (request: ListPageRequest) => ({
  filter: request.route.tab ?? undefined,
  skip: request.skip,
  take: request.take,
  search: request.search || undefined,
  folders: request.folders && request.folders.length > 0 ? request.folders.join(',') : undefined,
});

const logRefreshFailed = (id: string, deps: ScreenDeps) => (_: unknown, params: { error: unknown }) =>
  deps.logger.log(
    'warn',
    `The ${id} screen could not read again: ${params.error instanceof Error ? params.error.message : String(params.error)}`,
  );

/** A list family's effects: its pages read from the screen's call, its failed refreshes logged. */
export function listImplementations(id: string, call: Call, deps: ScreenDeps) {
  return {
    actors: {
      loadPage: fromPromise<ScreenPage, ListPageRequest>(
        async ({ input }) => (await deps.api.call(call, { params: input.route.params, query: pageQuery(input) })) as ScreenPage,
      ),
    },
    actions: {
      logRefreshFailed: logRefreshFailed(id, deps),
      // A list with a search: the URL shows it, replaced (typing is not a trail of pages to go back through).
      showSearch: (_: unknown, params: { route: ScreenRoute }) => deps.navigate(routeUrl(params.route), { replace: true }),
    },
  };
}

/** A detail family's effects: its item read from the screen's call, its failed refreshes logged. */
export function detailImplementations(id: string, call: Call, deps: ScreenDeps) {
  return {
    actors: {
      // A detail that follows the agency folders carries the selection (`folders`, ids joined by commas) when there is one.
      loadItem: fromPromise<ScreenItem, DetailRead>(
        async ({ input }) =>
          (await deps.api.call(call, {
            params: input.params,
            ...(input.folders && input.folders.length > 0 ? { query: { folders: input.folders.join(',') } } : {}),
          })) as ScreenItem,
      ),
    },
    actions: { logRefreshFailed: logRefreshFailed(id, deps) },
  };
}

/** The drafts of a screen whose actions have forms: kept for this tab and user, read back checked. */
export function actionDrafts(id: string, deps: Pick<ScreenDeps, 'drafts'>) {
  return draftImplementations(createDraftStore(id, validateActionDraft, deps.drafts), (kept: KeptActionDraft) => kept);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const MAX_TEXT = 2000;

/** A kept action form read back: its action, target and texts, or null when it has not that shape. */
export function validateActionDraft(values: unknown): KeptActionDraft | null {
  if (!isRecord(values) || typeof values.action !== 'string' || !isRecord(values.draft)) return null;
  if (!(values.targetId === null || (typeof values.targetId === 'string' && values.targetId !== ''))) return null;
  const draft: Record<string, string> = {};
  for (const [field, value] of Object.entries(values.draft)) {
    if (typeof value !== 'string' || value.length > MAX_TEXT) return null;
    draft[field] = value;
  }
  return { action: values.action, targetId: values.targetId, draft };
}

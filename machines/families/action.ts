// The action family (docs/screens/README.md "Action"): what a person does to an item of a list or a
// detail, or to create one: favourite, apply, sign, submit, approve, invite, publish. One region of
// the screen's machine, declared once here and configured by each screen with its ActionSpecs:
//
//   idle ─START→ [form] editing ─SUBMIT→ [confirm] confirming ─CONFIRM→ pending ─done→ idle
//                                                                           └─error→ failed ─RETRY→ pending
//
// - A form's input is kept as a draft at every change (keepDraft), read back when the screen opens
//   again after a re-login or the maintenance page (restoring), and dropped once sent or cancelled:
//   nothing typed is lost (docs/decisions.md "Drafts across a re-login or the maintenance page").
// - A failed call goes to the shared error dialog (spec section 8) with ACTION.RETRY carrying the
//   same request; the form stays with what was typed.
// - An optimistic action shows its result at once and puts the item back if the call fails.
//
// The list and detail factories (list.ts, detail.ts) build the region with `actionRegion` and name
// its actions, guards and actors in their setup() with `actionImplementations`.
import { assign, raise } from 'xstate';
import { placeholderAction, placeholderActor } from '../placeholders';
import type { FailureParams } from '../domain/failures';
import { familyCitation, type ScreenItem, type ScreenRoute } from './screen';

/** A form's values, one text per field. */
export type FormDraft = Readonly<Record<string, string>>;

export interface FormSpec<TItem extends ScreenItem = ScreenItem> {
  /** The fields' first values, from the item acted on (null: a new one). */
  initial: (item: TItem | null) => FormDraft;
  /** Each field's problem (a text key), none when the form can be sent; a rule may weigh the item
   *  acted on (a deposit within what is available), null for a new one. */
  problems: (draft: FormDraft, item?: TItem | null) => Readonly<Record<string, string>>;
  /** The request's body, from a valid draft (default: the draft itself). */
  body?: (draft: FormDraft) => unknown;
}

export interface ActionSpec<TItem extends ScreenItem = ScreenItem> {
  /** The contract call it makes; the error dialog names it (`errorDialog.call.<call>`). */
  call: string;
  /** On one item (its id goes with the request), or creating one. */
  on: 'item' | 'new';
  /** An inline confirmation before the call. */
  confirm?: boolean;
  /** The items that offer it (a lifecycle's rule); every item when absent. */
  allowedFor?: (item: TItem) => boolean;
  /** The people who may take it, by their roles (spec section 6); whoever may open the screen when absent. */
  offeredTo?: (roles: readonly string[]) => boolean;
  /** Shown at once, before the answer; put back when the call fails. */
  optimistic?: (item: TItem) => TItem;
  form?: FormSpec<TItem>;
  /** What the answer does: the item it answers is stored (replacing its old version, or first when new), the item leaves the list, or the screen reads again. */
  effect: 'store' | 'remove' | 'reload';
}

export type ActionSpecs<TItem extends ScreenItem = ScreenItem> = Readonly<Record<string, ActionSpec<TItem>>>;

/** What a call carries: which action, on which item, with which body, under which route parameters. */
export interface ActionRequest {
  action: string;
  targetId: string | null;
  body: unknown;
  params: Readonly<Record<string, string>>;
}

/** What a call answers: the item as stored (store), or nothing (remove, reload). */
export interface ActionResult {
  item?: ScreenItem;
}

/** The action under way. */
export interface ActionUnderWay {
  name: string;
  targetId: string | null;
  draft: FormDraft | null;
  showProblems: boolean;
  /** The form holds a draft kept before the page was left (the view says so, with a way to discard it). */
  draftRestored: boolean;
  /** The item as it was before an optimistic change. */
  before: ScreenItem | null;
  request: ActionRequest | null;
}

/** A form left unsent: which action, on which item, what was typed. */
export interface KeptActionDraft {
  action: string;
  targetId: string | null;
  draft: FormDraft;
}

export interface ActionContext {
  route: ScreenRoute;
  /** The signed-in user's roles (the screen's input): an action may be offered to some roles only. */
  roles?: readonly string[];
  action: ActionUnderWay | null;
  /** The last action done, for the view's confirmation line. */
  outcome: { action: string; targetId: string | null } | null;
}

export type ActionEvent =
  | { type: 'ACTION.START'; action: string; id?: string }
  | { type: 'ACTION.CHANGE'; field: string; value: string }
  | { type: 'ACTION.SUBMIT' }
  | { type: 'ACTION.CONFIRM' }
  | { type: 'ACTION.CANCEL' }
  | { type: 'ACTION.RETRY'; request: ActionRequest }
  /** Raised by the region when an answer asks the screen to read again. */
  | { type: 'SCREEN.RELOAD' };

/** Where a family keeps the items an action may act on. */
export interface ItemAccess<TContext> {
  find: (context: TContext, id: string) => ScreenItem | undefined;
  /** The context with this item stored: replacing the one with its id, else added first. */
  store: (context: TContext, item: ScreenItem) => Partial<TContext>;
  remove: (context: TContext, id: string) => Partial<TContext>;
}

type Ctx = ActionContext;
type Ev = ActionEvent;

const eventOf = <T extends Ev['type']>(event: { type: string }, type: T) =>
  event.type === type ? (event as Extract<Ev, { type: T }>) : null;

/**
 * The region's named actions and guards, for the family's setup(). `items` says where the family's
 * items are; `raiseFailure` must be named by the family too (it sends to the app).
 */
function allImplementations<TContext extends Ctx>(specs: ActionSpecs, items: ItemAccess<TContext>) {
  type Args = { context: TContext; event: { type: string } };
  const spec = (name: string | undefined) => (name !== undefined && Object.hasOwn(specs, name) ? specs[name] : undefined);
  const itemOf = (context: TContext, id: string | undefined | null) => (id ? items.find(context, id) : undefined);
  /** The action this START asks for, if the screen has it and the item (when it needs one) offers it. */
  const startable = (context: TContext, event: { type: string }) => {
    const start = eventOf(event, 'ACTION.START');
    const chosen = spec(start?.action);
    if (!start || !chosen) return null;
    if (chosen.offeredTo && !chosen.offeredTo(context.roles ?? [])) return null;
    if (chosen.on === 'new') return { start, chosen, item: null };
    const item = itemOf(context, start.id);
    if (!item || (chosen.allowedFor && !chosen.allowedFor(item))) return null;
    return { start, chosen, item };
  };
  const requestOf = (context: TContext): ActionRequest => {
    const under = context.action!;
    const chosen = spec(under.name)!;
    const body = under.draft === null ? null : chosen.form?.body ? chosen.form.body(under.draft) : under.draft;
    return { action: under.name, targetId: under.targetId, body, params: context.route.params };
  };

  return {
    actions: {
      startAction: assign(({ context, event }: Args) => {
        const found = startable(context, event)!;
        return {
          action: {
            name: found.start.action,
            targetId: found.item?.id ?? null,
            draft: found.chosen.form ? found.chosen.form.initial(found.item) : null,
            showProblems: false,
            draftRestored: false,
            before: null,
            request: null,
          },
          outcome: null,
        } as Partial<TContext>;
      }),
      restoreActionDraft: assign(
        (_: Args, params: { kept: KeptActionDraft }) =>
          ({
            action: {
              name: params.kept.action,
              targetId: params.kept.targetId,
              draft: params.kept.draft,
              showProblems: false,
              draftRestored: true,
              before: null,
              request: null,
            },
          }) as Partial<TContext>,
      ),
      assignActionField: assign(({ context, event }: Args) => {
        const change = eventOf(event, 'ACTION.CHANGE')!;
        return { action: { ...context.action!, draft: { ...context.action!.draft, [change.field]: change.value } } } as Partial<TContext>;
      }),
      showActionProblems: assign(({ context }: Args) => ({ action: { ...context.action!, showProblems: true } }) as Partial<TContext>),
      /** The request is fixed when the person confirms (or sends): a Retry repeats exactly it. */
      assignActionRequest: assign(
        ({ context }: Args) => ({ action: { ...context.action!, request: requestOf(context) } }) as Partial<TContext>,
      ),
      /** Retry of an action without a form, the screen gone on meanwhile: the action under way again. */
      startRetriedAction: assign(({ event }: Args) => {
        const { request } = eventOf(event, 'ACTION.RETRY')!;
        return {
          action: {
            name: request.action,
            targetId: request.targetId,
            draft: null,
            showProblems: false,
            draftRestored: false,
            before: null,
            request,
          },
          outcome: null,
        } as Partial<TContext>;
      }),
      assignRetriedRequest: assign(({ context, event }: Args) => {
        const retry = eventOf(event, 'ACTION.RETRY')!;
        return { action: { ...context.action!, request: retry.request } } as Partial<TContext>;
      }),
      applyOptimistic: assign(({ context }: Args) => {
        const under = context.action!;
        const chosen = spec(under.name);
        const item = itemOf(context, under.targetId);
        if (!chosen?.optimistic || !item) return {};
        return { ...items.store(context, chosen.optimistic(item)), action: { ...under, before: item } } as Partial<TContext>;
      }),
      revertOptimistic: assign(({ context }: Args) => {
        const before = context.action?.before;
        return before ? ({ ...items.store(context, before), action: { ...context.action!, before: null } } as Partial<TContext>) : {};
      }),
      applyActionResult: assign(({ context }: Args, params: { result: ActionResult | undefined }) => {
        const under = context.action!;
        const chosen = spec(under.name);
        if (chosen?.effect === 'remove' && under.targetId) return items.remove(context, under.targetId);
        // Stryker disable next-line ConditionalExpression: equivalent; a 'reload' answer takes the branch that reads again and never comes here, and 'remove' returned above
        if (chosen?.effect === 'store' && params.result?.item) return items.store(context, params.result.item);
        return {};
      }),
      finishAction: assign(
        ({ context }: Args) =>
          ({
            outcome: { action: context.action!.name, targetId: context.action!.targetId },
            action: null,
          }) as Partial<TContext>,
      ),
      clearAction: assign({ action: null } as Partial<TContext>),
      askReload: raise({ type: 'SCREEN.RELOAD' } as const),
    },
    guards: {
      isActionStartable: ({ context, event }: Args) => startable(context, event) !== null,
      startsWithForm: ({ context, event }: Args) => Boolean(startable(context, event)?.chosen.form),
      startsWithConfirmation: ({ context, event }: Args) => Boolean(startable(context, event)?.chosen.confirm),
      hasActionForm: ({ context }: Args) => Boolean(spec(context.action?.name)?.form),
      isActionDraftValid: ({ context }: Args) => {
        const under = context.action;
        const form = spec(under?.name)?.form;
        return Boolean(
          form && under?.draft && Object.keys(form.problems(under.draft, itemOf(context, under.targetId) ?? null)).length === 0,
        );
      },
      isConfirmableDraft: ({ context }: Args) => {
        const under = context.action;
        const chosen = spec(under?.name);
        return Boolean(
          chosen?.confirm &&
          chosen.form &&
          under?.draft &&
          Object.keys(chosen.form.problems(under.draft, itemOf(context, under.targetId) ?? null)).length === 0,
        );
      },
      reloadsAfter: ({ context }: Args) => spec(context.action?.name)?.effect === 'reload',
      /** A kept draft of a form this screen has, on a new item or an item still offering the action. */
      isRestorableActionDraft: ({ context }: Args, params: { kept: KeptActionDraft | null }) => {
        const chosen = spec(params.kept?.action);
        if (!params.kept || !chosen?.form) return false;
        if (chosen.offeredTo && !chosen.offeredTo(context.roles ?? [])) return false;
        if (chosen.on === 'new') return params.kept.targetId === null;
        const item = itemOf(context, params.kept.targetId);
        return Boolean(item && (!chosen.allowedFor || chosen.allowedFor(item)));
      },
    },
  };
}

// XState's setup() infers each family's own action and guard types from one object; these shared
// ones are typed loosely so that they do not take part in that inference. The model tests of the
// families and of each screen run every one of them (the gate fails on one never run).
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any

type ActionNames =
  | 'startAction'
  | 'restoreActionDraft'
  | 'assignActionField'
  | 'showActionProblems'
  | 'assignActionRequest'
  | 'assignRetriedRequest'
  | 'startRetriedAction'
  | 'applyOptimistic'
  | 'revertOptimistic'
  | 'applyActionResult'
  | 'finishAction'
  | 'clearAction'
  | 'askReload'
  | 'keepDraft'
  | 'dropDraft';
type GuardNames =
  | 'isActionStartable'
  | 'startsWithForm'
  | 'startsWithConfirmation'
  | 'hasActionForm'
  | 'isActionDraftValid'
  | 'isConfirmableDraft'
  | 'reloadsAfter'
  | 'isRestorableActionDraft';
/** Typed with every name; at run time only those the screen's actions use are there. */
export interface ActionSetup {
  actions: Record<ActionNames, Loose>;
  guards: Record<GuardNames, Loose>;
}

/** What the screen's actions need of the region: a form, a confirmation, a reload, an optimistic change. */
export function actionFeatures(specs: ActionSpecs) {
  const all = Object.values(specs);
  const some = (test: (spec: ActionSpec) => boolean) => all.some(test);
  const form = (spec: ActionSpec) => spec.form !== undefined;
  const confirm = (spec: ActionSpec) => spec.confirm === true;
  return {
    any: all.length > 0,
    forms: some(form),
    /** An action without a form that asks first. */
    confirmStart: some((spec) => confirm(spec) && !form(spec)),
    /** A form that is confirmed once sent. */
    formConfirm: some((spec) => confirm(spec) && form(spec)),
    /** A form sent as it is. */
    formDirect: some((spec) => !confirm(spec) && form(spec)),
    /** An action that calls at once. */
    direct: some((spec) => !confirm(spec) && !form(spec)),
    /** An action without a form: its failure leaves nothing to keep, the screen goes on. */
    formless: some((spec) => !form(spec)),
    confirm: some(confirm),
    reload: some((spec) => spec.effect === 'reload'),
    /** An action whose answer is shown (stored or removed) rather than read again. */
    shownAnswer: some((spec) => spec.effect !== 'reload'),
    optimistic: some((spec) => spec.optimistic !== undefined),
  };
}

/**
 * The region's named actions and guards for the family's setup(), only those its states use (the
 * model gate asks each to run). The family names `raiseFailure` itself (it sends to the app), and the
 * actors `perform` and `readDraft` (actionActors).
 */
export function actionSetup<TContext extends Ctx>(specs: ActionSpecs, items: ItemAccess<TContext>): ActionSetup {
  const features = actionFeatures(specs);
  const { actions, guards } = allImplementations(specs, items);
  const pick = (from: Record<string, unknown>, names: (string | false)[]) =>
    Object.fromEntries(names.filter((name): name is string => name !== false).map((name) => [name, from[name]]));
  if (!features.any) return { actions: {}, guards: {} } as unknown as ActionSetup;
  const chosen = {
    actions: {
      ...pick(actions as Record<string, unknown>, [
        'startAction',
        'assignActionRequest',
        features.forms && 'assignRetriedRequest',
        features.formless && 'startRetriedAction',
        features.shownAnswer && 'applyActionResult',
        'finishAction',
        'clearAction',
        features.forms && 'restoreActionDraft',
        features.forms && 'assignActionField',
        features.forms && 'showActionProblems',
        features.optimistic && 'applyOptimistic',
        features.optimistic && 'revertOptimistic',
        features.reload && 'askReload',
      ]),
      ...(features.forms ? { keepDraft: placeholderAction<KeptActionDraft>('keepDraft'), dropDraft: placeholderAction('dropDraft') } : {}),
    },
    guards: pick(guards as Record<string, unknown>, [
      features.direct && 'isActionStartable',
      features.forms && 'startsWithForm',
      features.confirmStart && 'startsWithConfirmation',
      features.forms && 'hasActionForm',
      features.forms && 'isActionDraftValid',
      features.formConfirm && 'isConfirmableDraft',
      features.reload && features.shownAnswer && 'reloadsAfter',
      features.forms && 'isRestorableActionDraft',
    ]),
  };
  return chosen as unknown as ActionSetup;
}

export interface ActionRegionOptions {
  specs: ActionSpecs;
  /** The guard that says the screen's data is there (the region restores a draft only then). */
  dataShown: string;
  /** The screen contract the descriptions cite (`docs/screens/<id>.md`). */
  contract: string;
}

/**
 * The `action` region of a screen machine, with only the states and branches its actions use (a
 * screen without forms has no `editing`, one without actions a single `none` state). Its actions,
 * guards and actors come from `actionSetup`; the family names `raiseFailure`.
 */
export function actionRegion(options: ActionRegionOptions): Loose {
  const cite = familyCitation(options.contract, 'Action');
  const features = actionFeatures(options.specs);
  if (!features.any) {
    return {
      description: `What the person does here: nothing but reading ${cite}`,
      initial: 'none',
      states: { none: { description: `This screen has no action ${cite}` } },
    } as const;
  }
  const keep = { type: 'keepDraft', params: ({ context }: { context: Ctx }) => keptDraft(context) } as const;
  const failed = (context: Ctx, error: unknown): FailureParams => ({
    call: options.specs[context.action!.name].call,
    error,
    retry: { type: 'ACTION.RETRY' as const, request: context.action!.request! },
  });
  const toPending = { target: 'pending', actions: ['assignActionRequest'] } as const;
  const onlyIf = <T>(condition: boolean, value: T) => (condition ? [value] : []);
  const drop = features.forms ? ['dropDraft'] : [];
  const draftDescription = 'decisions.md › Drafts across a re-login or the maintenance page';
  return {
    description: `What the person does here: each action${features.forms ? ', its form' : ''}${features.confirm ? ', its confirmation' : ''} and its call ${cite}`,
    initial: features.forms ? 'waiting' : 'idle',
    states: {
      ...(features.forms
        ? {
            waiting: {
              description: `Waits for the screen’s data before looking for a kept form ${cite}`,
              always: { guard: options.dataShown, target: 'restoring', description: `The data is there ${cite}` },
            },
            restoring: {
              description: `Reads a form kept before the page was left (${draftDescription})`,
              invoke: {
                id: 'readDraft',
                src: 'readDraft',
                onDone: [
                  {
                    guard: {
                      type: 'isRestorableActionDraft',
                      params: ({ event }: { event: { output: KeptActionDraft | null } }) => ({ kept: event.output }),
                    },
                    target: 'editing',
                    actions: {
                      type: 'restoreActionDraft',
                      params: ({ event }: { event: { output: KeptActionDraft | null } }) => ({ kept: event.output! }),
                    },
                    description: `A kept form this screen can still send: it opens again and says so (${draftDescription})`,
                  },
                  { target: 'idle', description: `No form to restore ${cite}` },
                ],
                onError: { target: 'idle', description: `The kept form cannot be read: as without one ${cite}` },
              },
            },
          }
        : {}),
      idle: {
        description: `No action under way ${cite}`,
        on: {
          'ACTION.START': [
            ...onlyIf(features.forms, {
              guard: 'startsWithForm',
              target: 'editing',
              actions: 'startAction',
              description: `The person starts an action with a form: it opens ${cite}`,
            }),
            ...onlyIf(features.confirmStart, {
              guard: 'startsWithConfirmation',
              target: 'confirming',
              actions: 'startAction',
              description: `The person starts an action that asks first ${cite}`,
            }),
            ...onlyIf(features.direct, {
              guard: 'isActionStartable',
              target: 'pending',
              actions: ['startAction', 'assignActionRequest'],
              description: `The person starts an action: the call goes at once ${cite}`,
            }),
          ],
          ...(features.formless
            ? {
                'ACTION.RETRY': {
                  target: 'pending',
                  actions: 'startRetriedAction',
                  description: `Retry from the error dialog of an action without a form: the same call again (§8)`,
                },
              }
            : {}),
        },
      },
      ...(features.forms
        ? {
            editing: {
              description: `The form is open; each change is kept as a draft ${cite}`,
              on: {
                'ACTION.CHANGE': { actions: ['assignActionField', keep], description: `The person types; the form is kept ${cite}` },
                'ACTION.SUBMIT': [
                  ...onlyIf(features.formConfirm, {
                    guard: 'isConfirmableDraft',
                    target: 'confirming',
                    description: `Sent, the form valid: confirm first ${cite}`,
                  }),
                  ...onlyIf(features.formDirect, {
                    guard: 'isActionDraftValid',
                    ...toPending,
                    description: `Sent, the form valid: the call goes ${cite}`,
                  }),
                  { actions: 'showActionProblems', description: `Sent with problems: they show, nothing goes ${cite}` },
                ],
                'ACTION.CANCEL': {
                  target: 'idle',
                  actions: ['clearAction', 'dropDraft'],
                  description: `Cancelled: the form closes, its draft dropped ${cite}`,
                },
              },
            },
          }
        : {}),
      ...(features.confirm
        ? {
            confirming: {
              description: `Asks the person to confirm ${cite}`,
              on: {
                'ACTION.CONFIRM': { ...toPending, description: `Confirmed: the call goes ${cite}` },
                'ACTION.CANCEL': [
                  ...onlyIf(features.formConfirm, {
                    guard: 'hasActionForm',
                    target: 'editing',
                    description: `Not confirmed: back to the form, as typed ${cite}`,
                  }),
                  ...onlyIf(features.confirmStart, {
                    target: 'idle',
                    actions: 'clearAction',
                    description: `Not confirmed: nothing happens ${cite}`,
                  }),
                ],
              },
            },
          }
        : {}),
      pending: {
        description: `The call is under way${features.optimistic ? ' (an optimistic action already shows its result)' : ''} ${cite}`,
        ...(features.optimistic ? { entry: 'applyOptimistic' } : {}),
        invoke: {
          id: 'perform',
          src: 'perform',
          input: ({ context }: { context: Ctx }) => context.action!.request!,
          onDone: [
            ...onlyIf(features.reload, {
              ...(features.shownAnswer ? { guard: 'reloadsAfter' } : {}),
              target: 'idle',
              actions: ['finishAction', ...drop, 'askReload'],
              description: `Done: the screen reads again ${cite}`,
            }),
            ...onlyIf(features.shownAnswer, {
              target: 'idle',
              actions: [
                {
                  type: 'applyActionResult',
                  params: ({ event }: { event: { output: ActionResult | undefined } }) => ({ result: event.output }),
                },
                'finishAction',
                ...drop,
              ],
              description: `Done: the screen shows the answer ${cite}`,
            }),
          ],
          onError: [
            ...onlyIf(features.forms, {
              ...(features.formless ? { guard: 'hasActionForm' } : {}),
              target: 'failed',
              actions: [
                ...(features.optimistic ? ['revertOptimistic'] : []),
                {
                  type: 'raiseFailure',
                  params: ({ context, event }: { context: Ctx; event: { error: unknown } }) => failed(context, event.error),
                },
              ],
              description: `The call fails: the shared error dialog with Retry, the form as typed (§8)`,
            }),
            ...onlyIf(features.formless, {
              target: 'idle',
              actions: [
                ...(features.optimistic ? ['revertOptimistic'] : []),
                {
                  type: 'raiseFailure',
                  params: ({ context, event }: { context: Ctx; event: { error: unknown } }) => failed(context, event.error),
                },
                'clearAction',
              ],
              description: `The call fails: the shared error dialog with Retry${features.optimistic ? ', the item as it was' : ''}; the screen goes on (§8)`,
            }),
          ],
        },
      },
      ...(features.forms
        ? {
            failed: {
              description: `The call failed; the form keeps what was typed while the error dialog shows (§8)`,
              on: {
                'ACTION.RETRY': {
                  target: 'pending',
                  actions: 'assignRetriedRequest',
                  description: `Retry from the error dialog: the same call again (§8)`,
                },
                'ACTION.CHANGE': {
                  target: 'editing',
                  actions: ['assignActionField', keep],
                  description: `The person corrects the form ${cite}`,
                },
                'ACTION.SUBMIT': { guard: 'isActionDraftValid', ...toPending, description: `Sent again from the form ${cite}` },
                'ACTION.CANCEL': {
                  target: 'idle',
                  actions: ['clearAction', 'dropDraft'],
                  description: `Given up: the form closes, its draft dropped ${cite}`,
                },
              },
            },
          }
        : {}),
    },
  } as const;
}

function keptDraft(context: Ctx): KeptActionDraft {
  return { action: context.action!.name, targetId: context.action!.targetId, draft: context.action!.draft ?? {} };
}

const ACTION_ACTORS = {
  /** An action's call. */
  perform: placeholderActor<ActionResult | undefined, ActionRequest>('perform'),
  /** The form kept for this screen and user, or null. */
  readDraft: placeholderActor<KeptActionDraft | null>('readDraft'),
};

/** The region's actors the screen's actions use (typed with both; at run time only those used are there). */
export function actionActors(specs: ActionSpecs): typeof ACTION_ACTORS {
  const features = actionFeatures(specs);
  return {
    ...(features.any ? { perform: ACTION_ACTORS.perform } : {}),
    ...(features.forms ? { readDraft: ACTION_ACTORS.readDraft } : {}),
  } as typeof ACTION_ACTORS;
}

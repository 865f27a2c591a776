// The opening of a screen with a form (my profile, profile approval, days off, devices), declared
// once: `loading` reads what the screen shows; a failure raises the shared error dialog and waits in
// `loadFailed` for its Retry (`LOAD.RETRY`, spec section 8); once read, `readingDraft` reads the form
// kept before the page was left (a re-login or the maintenance page: docs/decisions.md "Drafts
// across a re-login or maintenance"), which opens the form again with it, or the screen shows as read.
//
// A machine that uses it names the three sibling states `loading`, `loadFailed` and `readingDraft`
// and declares in its setup() the load actor, the actor `readDraft` (→ the kept draft or null), the
// action `raiseFailure` (FailureParams of machines/domain/failures.ts), an action that keeps what
// was read ({ loaded }), a guard that says whether a kept draft can be restored ({ kept }, null
// when none) and an action that restores it ({ kept }).
//
// Each helper returns a plain state config, typed by the machine config it is written in (write
// each call as the value of its state, never spread). `descriptions` are set on the state and the
// transitions it generates.

export interface LoadingOptions<TLoad extends string, TCall extends string, TAssign extends string, TGuard extends string> {
  /** The actor that reads what the screen shows (the invoke's id too). */
  load: TLoad;
  /** The call's name in the error dialog (`errorDialog.call.<call>`). */
  call: TCall;
  /** The action that keeps what was read ({ loaded }). */
  assign: TAssign;
  /** Only what passes `guard` ({ loaded }) goes on to the draft; anything else goes to `otherwise`. */
  when?: { guard: TGuard; otherwise: string };
  descriptions?: {
    state?: string;
    /** Read: on to the kept draft. */
    loaded?: string;
    /** Read, but not for this screen (`when` refused it). */
    otherwise?: string;
    /** The read failed: the shared error dialog, whose Retry sends LOAD.RETRY. */
    failed?: string;
  };
}

/** `loading`: reads what the screen shows, then `readingDraft`; a failure raises the error dialog and goes to `loadFailed`. */
export function loadingState<
  TLoaded,
  const TLoad extends string,
  const TCall extends string,
  const TAssign extends string,
  const TGuard extends string = never,
>(options: LoadingOptions<TLoad, TCall, TAssign, TGuard>) {
  const loaded = ({ event }: { event: { output: TLoaded } }) => ({ loaded: event.output });
  const toDraft = {
    target: 'readingDraft',
    actions: { type: options.assign, params: loaded },
    description: options.descriptions?.loaded,
  } as const;
  return {
    description: options.descriptions?.state,
    invoke: {
      id: options.load,
      src: options.load,
      onDone: options.when
        ? ([
            // NoInfer: the guard's name comes from `when`, not from the machine the config is written in.
            { ...toDraft, guard: { type: options.when.guard as NoInfer<TGuard>, params: loaded } },
            { target: options.when.otherwise, description: options.descriptions?.otherwise },
          ] as const)
        : toDraft,
      onError: {
        target: 'loadFailed',
        actions: {
          type: 'raiseFailure',
          params: ({ event }: { event: { error: unknown } }) => ({
            call: options.call,
            error: event.error,
            retry: { type: 'LOAD.RETRY' as const },
          }),
        },
        description: options.descriptions?.failed,
      },
    },
  } as const;
}

/** `loadFailed`: waits for the error dialog's Retry, which reads again. */
export function loadFailedState(options: { descriptions?: { state?: string; retry?: string } } = {}) {
  return {
    description: options.descriptions?.state,
    on: { 'LOAD.RETRY': { target: 'loading', description: options.descriptions?.retry } },
  } as const;
}

export interface ReadingDraftOptions<TGuard extends string, TRestore extends string> {
  /** Whether the kept draft can be restored ({ kept }: the draft, or null when there is none). */
  guard: TGuard;
  /** The action that puts the kept draft in the form ({ kept }). */
  restore: TRestore;
  /** The state of the form the draft opens. */
  form: string;
  /** The state shown without a draft to restore (or when it cannot be read). */
  none: string;
  descriptions?: {
    state?: string;
    /** A draft to restore: the form opens with it. */
    restored?: string;
    /** No draft, or one that cannot be restored. */
    none?: string;
    /** The draft could not be read: as without one. */
    failed?: string;
  };
}

/** `readingDraft`: reads the form kept before the page was left and opens it again, or shows the screen. */
export function readingDraftState<TKept, const TGuard extends string, const TRestore extends string>(
  options: ReadingDraftOptions<TGuard, TRestore>,
) {
  return {
    description: options.descriptions?.state,
    invoke: {
      id: 'readDraft',
      src: 'readDraft',
      onDone: [
        {
          guard: { type: options.guard, params: ({ event }: { event: { output: TKept | null } }) => ({ kept: event.output }) },
          target: options.form,
          actions: { type: options.restore, params: ({ event }: { event: { output: TKept | null } }) => ({ kept: event.output! }) },
          description: options.descriptions?.restored,
        },
        { target: options.none, description: options.descriptions?.none },
      ],
      onError: { target: options.none, description: options.descriptions?.failed },
    },
  } as const;
}

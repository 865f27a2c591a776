// Drafts of forms with typed input: what a person typed survives a re-login (a full
// redirect through the identity provider) or the maintenance page (a full reload of the front URL).
// The form machines decide when a draft is kept, restored and dropped; this is where it is kept:
// session storage (this tab only, cleared with the rest of it on logout), one entry per form,
// stamped with the signed-in user's subject. What is read back is checked: a malformed entry or
// another user's is ignored, removed and logged, never handed to a form. Passwords are never kept
// (the forced password change has no draft).
import { fromPromise } from 'xstate';
import type { DaysOffKeptDraft } from '../../machines/daysOff/daysOff.machine';
import type { DaysOffDraft } from '../../machines/domain/daysOff';
import type { RegisteredDevice } from '../../machines/domain/types';
import { PROFILE_FIELDS, type ProfileFields } from '../../machines/domain/profileForm';
import type { Logger } from './logger';
import { readSession, removeSession, writeSession } from './storage';

/** A form's name: a flow's, or a declared screen's id (its actions' forms). */
export type DraftForm = 'myProfile' | 'profileApproval' | 'daysOff' | 'devices' | 'deviceRegistration' | (string & {});

/** Session-storage key of a form's draft. */
export const draftKey = (form: DraftForm) => `draft.${form}`;

export interface DraftDeps {
  /** The signed-in user's subject (oidc-client-ts's user in session storage), or null. */
  currentUser: () => string | null;
  logger: Pick<Logger, 'log'>;
}

interface StoredDraft {
  form: DraftForm;
  user: string;
  values: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form's values, or null when they do not have the form's shape. */
type Validate<T> = (values: unknown) => T | null;

export function createDraftStore<T>(form: DraftForm, validate: Validate<T>, deps: DraftDeps) {
  const key = draftKey(form);
  const ignore = (reason: string) => {
    deps.logger.log('warn', `Ignored the kept draft of ${form}: ${reason}`);
    removeSession(key);
    return null;
  };
  return {
    /** Nobody signed in: nothing is kept (a draft always belongs to one user). */
    keep(values: T): void {
      const user = deps.currentUser();
      if (user === null) return;
      writeSession(key, JSON.stringify({ form, user, values } satisfies StoredDraft));
    },
    read(): T | null {
      const raw = readSession(key);
      if (raw === null) return null;
      let stored: unknown;
      try {
        stored = JSON.parse(raw);
      } catch {
        return ignore('not JSON');
      }
      if (!isRecord(stored) || stored.form !== form || typeof stored.user !== 'string') return ignore('malformed');
      const user = deps.currentUser();
      if (user === null || stored.user !== user) return ignore('kept for another user');
      const values = validate(stored.values);
      return values === null ? ignore('malformed values') : values;
    },
    drop(): void {
      removeSession(key);
    },
  };
}

const MAX_TEXT = 2000;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

export function validateProfileDraft(values: unknown): ProfileFields | null {
  if (!isRecord(values)) return null;
  const fields = {} as ProfileFields;
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (!isText(value)) return null;
    fields[field] = value;
  }
  return fields;
}

export function validateDaysOffDraft(values: unknown): DaysOffKeptDraft | null {
  if (!isRecord(values) || !(values.id === null || (typeof values.id === 'string' && values.id !== '')) || !isRecord(values.draft))
    return null;
  const { startDate, endDate, reason } = values.draft;
  if (!isText(startDate) || !isText(endDate) || !isText(reason)) return null;
  const draft: DaysOffDraft = { startDate, endDate, reason };
  return { id: values.id, draft };
}

export function validateDeviceDraft(values: unknown): RegisteredDevice | null {
  if (!isRecord(values) || typeof values.deviceId !== 'string' || values.deviceId === '' || !isText(values.name)) return null;
  return { deviceId: values.deviceId, name: values.name };
}

/** The draft effects of a form machine: `readDraft`, `keepDraft`, `dropDraft`. */
export function draftImplementations<T, P>(store: ReturnType<typeof createDraftStore<T>>, keepParams: (params: P) => T) {
  return {
    actors: { readDraft: fromPromise<T | null>(async () => store.read()) },
    actions: {
      keepDraft: (_: unknown, params: P) => store.keep(keepParams(params)),
      dropDraft: () => store.drop(),
    },
  };
}

/** A form machine's calls joined with its draft effects. */
export function withDrafts<A extends object, DA extends object, DC extends object>(
  calls: A,
  drafts: { actors: DA; actions: DC },
): { actors: A & DA; actions: DC } {
  return { actors: { ...calls, ...drafts.actors }, actions: drafts.actions };
}

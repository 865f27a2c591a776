// What the back office publishes (news, FAQs, banners), as a machine (spec section 2: the back
// office's lists all, draft, enabled, disabled; docs/screens/backOfficeNews.md). Which action an item
// offers is which event its status accepts.
//
//   draft ─ENABLE→ enabled ─DISABLE→ disabled ─ENABLE→ enabled
//   (EDIT in every status: the texts change, the status does not)
//
// A draft is never disabled (nobody read it); an item once enabled never goes back to draft.
import { setup } from 'xstate';

export const PUBLICATION_STATUSES = ['draft', 'enabled', 'disabled'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** The back office's actions on a published item, by the event each sends to the lifecycle. */
export const PUBLICATION_ACTIONS = { edit: 'EDIT', enable: 'ENABLE', disable: 'DISABLE' } as const;
export type PublicationAction = keyof typeof PUBLICATION_ACTIONS;

type LifecycleEvent = { type: (typeof PUBLICATION_ACTIONS)[PublicationAction] };

export const publicationLifecycle = setup({ types: { events: {} as LifecycleEvent } }).createMachine({
  id: 'publicationLifecycle',
  initial: 'draft',
  states: {
    draft: { description: 'Written, read by nobody yet', on: { EDIT: 'draft', ENABLE: 'enabled' } },
    enabled: {
      description: 'Published: its readers see it (an edit shows to them at once)',
      on: { EDIT: 'enabled', DISABLE: 'disabled' },
    },
    disabled: {
      description: 'Withdrawn: readers no longer see it; it may be published again',
      on: { EDIT: 'disabled', ENABLE: 'enabled' },
    },
  },
});

const isStatus = (value: unknown): value is PublicationStatus => (PUBLICATION_STATUSES as readonly unknown[]).includes(value);

/** Whether an item in `status` offers `action` (an unknown status offers nothing). */
export function offersPublicationAction(status: unknown, action: PublicationAction): boolean {
  if (!isStatus(status)) return false;
  return publicationLifecycle.resolveState({ value: status }).can({ type: PUBLICATION_ACTIONS[action] });
}

// Who writes and publishes (spec sections 2 and 6: the back office is the administrator's, support's,
// communication's and the moa's).
export const PUBLISHERS: readonly string[] = ['administrator', 'support', 'communication', 'moa'];

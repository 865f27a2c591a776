// The app machine's profile-approval region (spec section 4 "Profile approval"): once signed in
// (the authorised view renders), a client user whose user info says requireProfileApproval gets the
// profileApproval child (child id `profileApproval`, the failures' source, so the shared error dialog's Retry reaches
// it). When it reports the approval settled, the user info is read again (the spec's store
// action); the region then rests, so the modal does not come back in this session.
import { placeholderAction } from '../placeholders';
import { needsProfileApproval } from '../domain/profileApproval';
import { type AppGuardArgs, appAssign } from './app.typed';
import type { AppStateConfig } from './app.setup';

// The profileApproval region's own actions and guards, beside its states (app.setup.ts adds them to the machine's setup).
export const profileApprovalActions = {
  /** The refresh failed but the server settled the approval: the tab's copy says so too. */
  markProfileApprovalSettled: appAssign({
    userInfo: ({ context }) => (context.userInfo ? { ...context.userInfo, requireProfileApproval: false } : null),
  }),
  logUserInfoRefreshFailed: placeholderAction<{ error: unknown }>('logUserInfoRefreshFailed'),
};

export const profileApprovalGuards = {
  needsProfileApproval: ({ context }: AppGuardArgs) => needsProfileApproval(context.userInfo),
};

export const profileApprovalRegion = {
  description: 'Profile approval, checked once the authorised view is ready (§4 Profile approval)',
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Does the user info ask for a profile approval? (§4 Profile approval)',
      always: [
        {
          guard: 'needsProfileApproval',
          target: 'approving',
          description:
            'A client user with a pending approval flag (§4 Profile approval, decisions.md › Profile approval and the profile screens)',
        },
        { target: 'notRequired', description: 'No approval pending (§4 Profile approval)' },
      ],
    },
    notRequired: { description: 'No welcome modal (§4 Profile approval)' },
    approving: {
      description: 'The welcome confirmation modal runs (§4 Profile approval)',
      invoke: {
        id: 'profileApproval',
        src: 'profileApproval',
        onDone: { target: 'settled', description: 'Nothing was pending after all (§4 Profile approval)' },
      },
      on: {
        'PROFILE.APPROVAL_SETTLED': {
          target: 'refreshingUserInfo',
          description: 'Approved or saved: the store action follows (§4 Profile approval)',
        },
        // The error dialog's Retry of one of its calls.
        'FAILURE.RETRY': {
          guard: { type: 'isRetryFor', params: ({ event }) => ({ failure: event.failure, sources: ['profileApproval'] }) },
          actions: { type: 'forwardRetry', params: ({ event }) => ({ failure: event.failure }) },
          description: 'Retry from the error dialog reaches the approval (§8)',
        },
      },
    },
    refreshingUserInfo: {
      description:
        'The store action: the user info is read again (§4 Profile approval, decisions.md › Profile approval and the profile screens)',
      invoke: {
        id: 'refreshUserInfo',
        src: 'refreshUserInfo',
        onDone: {
          target: 'settled',
          actions: [
            {
              type: 'assignSignedInUser',
              params: ({ context, event }) => ({ userInfo: event.output, deviceQuestionDeclined: context.device.questionDeclined }),
            },
            { type: 'cacheUserInfo', params: ({ event }) => ({ userInfo: event.output }) },
          ],
          description: 'The user info is stored again (§4 Profile approval)',
        },
        onError: {
          target: 'settled',
          actions: [
            { type: 'logUserInfoRefreshFailed', params: ({ event }) => ({ error: event.error }) },
            'markProfileApprovalSettled',
            { type: 'cacheUserInfo', params: ({ context }) => ({ userInfo: context.userInfo! }) },
          ],
          description: 'The read fails: the approval is marked settled, logged (decisions.md › Profile approval and the profile screens)',
        },
      },
    },
    settled: {
      description: 'Settled: the modal does not come back this session (decisions.md › Profile approval and the profile screens)',
    },
  },
} satisfies AppStateConfig;

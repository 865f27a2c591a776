// The app machine's profile-approval region (spec section 4 "Profile approval"): once signed in
// (the authorised view renders), a client user whose user info says requireProfileApproval gets the
// profileApproval child (child id `profileApproval`, the failures' source, so the shared error dialog's Retry reaches
// it). When it reports the approval settled, the user info is read again (the spec's store
// action); the region then rests, so the modal does not come back in this session.
import { appSetup } from './app.setup';

export const profileApprovalRegion = appSetup.createStateConfig({
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'needsProfileApproval', target: 'approving' }, { target: 'notRequired' }],
    },
    notRequired: {},
    approving: {
      invoke: { id: 'profileApproval', src: 'profileApproval', onDone: { target: 'settled' } },
      on: {
        'PROFILE.APPROVAL_SETTLED': { target: 'refreshingUserInfo' },
        // The error dialog's Retry of one of its calls.
        'FAILURE.RETRY': {
          guard: { type: 'isRetryFor', params: ({ event }) => ({ failure: event.failure, sources: ['profileApproval'] }) },
          actions: { type: 'forwardRetry', params: ({ event }) => ({ failure: event.failure }) },
        },
      },
    },
    refreshingUserInfo: {
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
        },
        onError: {
          target: 'settled',
          actions: [
            { type: 'logUserInfoRefreshFailed', params: ({ event }) => ({ error: event.error }) },
            'markProfileApprovalSettled',
            { type: 'cacheUserInfo', params: ({ context }) => ({ userInfo: context.userInfo! }) },
          ],
        },
      },
    },
    settled: {},
  },
});

// The signed-in session's children, provided with their effects: the inactivity watch, the bell, the
// agency folders, the toaster, popup and banner, the real-time connection and the profile approval.
// This module is in the authorised layout's chunk (vite.config.ts, CHUNK_LAYERS), not the first
// chunks: the app machine's loadShell loads it once signed in, and the names it declares for these
// children then run these logics (src/services/app.implementations.ts, docs/performance.md).
import { STORAGE_KEYS } from '../../machines/domain/constants';
import { agencyFoldersMachine } from '../../machines/agencyFolders/agencyFolders.machine';
import { bannerMachine } from '../../machines/banner/banner.machine';
import { bellMachine } from '../../machines/bell/bell.machine';
import { connectionMachine } from '../../machines/connection/connection.machine';
import { inactivityMachine } from '../../machines/inactivity/inactivity.machine';
import { popupMachine } from '../../machines/popup/popup.machine';
import { profileApprovalMachine } from '../../machines/profileApproval/profileApproval.machine';
import { toasterMachine } from '../../machines/toaster/toaster.machine';
import { createAgencyFoldersImplementations } from './agencyFolders.implementations';
import type { Api } from './api';
import { createBannerImplementations } from './banner.implementations';
import { createBellImplementations } from './bell.implementations';
import { createConnectionImplementations, type ConnectionDeps } from './connection.implementations';
import type { DraftDeps } from './drafts';
import { createInactivityImplementations } from './inactivity.implementations';
import type { Logger } from './logger';
import { createPopupImplementations } from './popup.implementations';
import { createProfileApprovalImplementations } from './profileApproval.implementations';
import { writeLocal } from './storage';
import { createToasterImplementations } from './toaster.implementations';

export interface ShellDeps {
  api: Api;
  logger: Logger;
  drafts: DraftDeps;
  /** The real-time hub: where it lives, the device and the token, and the lazy SignalR client. */
  connection: ConnectionDeps;
}

export function createShellLogics({ api, logger, drafts, connection }: ShellDeps) {
  const inactivity = createInactivityImplementations();
  return {
    inactivity: inactivityMachine.provide({
      actors: inactivity.actors,
      actions: {
        ...inactivity.actions,
        // The flag for /autologin's notice; the app machine then signs out as for a manual logout.
        autoLogout: () => writeLocal(STORAGE_KEYS.autoLogout, 'true'),
      },
    }),
    bell: bellMachine.provide(createBellImplementations({ api })),
    agencyFolders: agencyFoldersMachine.provide(createAgencyFoldersImplementations({ api })),
    profileApproval: profileApprovalMachine.provide(createProfileApprovalImplementations({ api, drafts })),
    toaster: toasterMachine.provide(createToasterImplementations({ api })),
    popup: popupMachine.provide(createPopupImplementations({ api, logger })),
    banner: bannerMachine.provide(createBannerImplementations({ api, logger })),
    connection: connectionMachine.provide(createConnectionImplementations(connection)),
  };
}

export type ShellLogics = ReturnType<typeof createShellLogics>;

// The agency-folder dropdown (agencyFolders child of the app machine, internal users) as views
// see it: the folders, the draft and saved selections, and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { agencyFoldersMachine } from '../../../machines/agencyFolders/agencyFolders.machine';
import { dataState } from '../../../machines/domain/statePaths';
import { useAppActor } from '../app/appActorContext';

export type AgencyFoldersRef = ActorRefFrom<typeof agencyFoldersMachine>;

export function useAgencyFoldersRef(): AgencyFoldersRef | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children.agencyFolders);
}

export function useAgencyFolders(agencyFolders: AgencyFoldersRef) {
  const state = useSelector(agencyFolders, (snapshot) => dataState(snapshot.value));
  const folders = useSelector(agencyFolders, (snapshot) => snapshot.context.folders);
  const draft = useSelector(agencyFolders, (snapshot) => snapshot.context.draft);
  const saved = useSelector(agencyFolders, (snapshot) => snapshot.context.saved);
  const shown = useSelector(agencyFolders, (snapshot) => snapshot.hasTag('dropdownShown'));
  const panelOpen = useSelector(agencyFolders, (snapshot) => snapshot.matches({ ready: 'open' }));
  const failed = useSelector(agencyFolders, (snapshot) => snapshot.matches('failed'));
  return {
    state,
    shown,
    panelOpen,
    failed,
    folders,
    draft,
    saved,
    select: (ids: string[]) => agencyFolders.send({ type: 'SELECT', ids }),
    openPanel: () => agencyFolders.send({ type: 'OPEN' }),
    /** Closes the panel without Validate or Reset: the saved selection comes back. */
    abandon: () => agencyFolders.send({ type: 'BLUR' }),
    validate: () => agencyFolders.send({ type: 'VALIDATE' }),
    reset: () => agencyFolders.send({ type: 'RESET' }),
    retry: () => agencyFolders.send({ type: 'RETRY' }),
  };
}

// The agency-folder dropdown of internal users (agencyFolders machine; spec section 5). A button
// shows the selection in effect; it opens a panel where the user ticks folders (or 'all', which
// clears the ticks), then Validate saves and Reset saves an empty selection. Closing the panel any
// other way — Escape, a press outside, focus leaving it — is the spec's "losing focus": the saved
// selection comes back. Open or closed is the machine's (`ready.open`); the view moves focus only.
import { useId, useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { agencyFolderLabel, ALL_AGENCY_FOLDERS_ID } from '../../../machines/domain/agencyFolders';
import type { AgencyFolder } from '../../../machines/domain/types';
import { useDismiss } from '../shared/useDismiss';
import { ChevronDownIcon } from './icons';
import { useAgencyFolders, useAgencyFoldersRef, type AgencyFoldersRef } from './useAgencyFolders';

export function AgencyFolderPicker() {
  const agencyFolders = useAgencyFoldersRef();
  if (!agencyFolders) return null;
  return <AgencyFolderPickerView agencyFolders={agencyFolders} />;
}

function summary(t: TFunction, folders: AgencyFolder[], ids: string[]): string {
  if (ids.length === 0) return t('shell.agencyFolders.all');
  if (ids.length === 1) {
    const folder = folders.find((candidate) => candidate.id === ids[0]);
    if (folder) return agencyFolderLabel(folder);
  }
  return t('shell.agencyFolders.several', { count: ids.length });
}

function AgencyFolderPickerView({ agencyFolders }: { agencyFolders: AgencyFoldersRef }) {
  const { t } = useTranslation();
  const picker = useAgencyFolders(agencyFolders);
  const open = picker.panelOpen;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  /** Closing without Validate or Reset abandons the draft (the machine restores the saved selection). */
  const abandon = (returnFocus: boolean) => {
    picker.abandon();
    if (returnFocus) button.current?.focus();
  };
  useDismiss({ open, within: [root], onDismiss: (reason) => abandon(reason === 'escape') });

  if (picker.failed) {
    return (
      <div className="agency-picker agency-picker--failed" data-machine="agencyFolders" data-state={picker.state} role="status">
        <span>{t('shell.agencyFolders.failed')}</span>
        <button type="button" className="link-button" onClick={picker.retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!picker.shown) return <div className="agency-picker" data-machine="agencyFolders" data-state={picker.state} hidden />;

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) abandon(false);
  };
  const toggle = (id: string, checked: boolean) =>
    picker.select(checked ? [...picker.draft, id] : picker.draft.filter((selected) => selected !== id));
  const finish = (command: () => void) => {
    command();
    button.current?.focus();
  };

  return (
    <div ref={root} className="agency-picker" data-machine="agencyFolders" data-state={picker.state} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="agency-picker__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? abandon(false) : picker.openPanel())}
        data-testid="agency-picker-button"
      >
        <span className="agency-picker__caption">{t('shell.agencyFolders.label')}</span>
        <span className="agency-picker__summary">{summary(t, picker.folders, picker.saved)}</span>
        <ChevronDownIcon />
      </button>
      <div id={panelId} className="agency-picker__panel" hidden={!open}>
        {open && (
          <>
            <fieldset>
              <legend>{t('shell.agencyFolders.legend')}</legend>
              <label className="agency-picker__option">
                <input
                  type="checkbox"
                  checked={picker.draft.length === 0}
                  onChange={() => picker.select([...picker.draft, ALL_AGENCY_FOLDERS_ID])}
                />
                {t('shell.agencyFolders.all')}
              </label>
              {picker.folders.map((folder) => (
                <label key={folder.id} className="agency-picker__option">
                  <input
                    type="checkbox"
                    value={folder.id}
                    checked={picker.draft.includes(folder.id)}
                    onChange={(event) => toggle(folder.id, event.currentTarget.checked)}
                  />
                  {agencyFolderLabel(folder)}
                </label>
              ))}
            </fieldset>
            <div className="agency-picker__actions">
              <button type="button" className="button" onClick={() => finish(picker.reset)}>
                {t('shell.agencyFolders.reset')}
              </button>
              <button type="button" className="button button--primary" onClick={() => finish(picker.validate)}>
                {t('shell.agencyFolders.validate')}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

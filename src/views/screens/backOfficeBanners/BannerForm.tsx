// The banner form of back office › banners (docs/screens/backOfficeBanners.md): title, text, link and
// the roles whose home shows it, as the machine's draft holds them; its problems are the machine's
// rules (bannerProblems). Used to write a new banner and to change one.
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import {
  BANNER_AUDIENCE_ROLES,
  BANNER_LINK_MAX,
  BANNER_TEXT_MAX,
  BANNER_TITLE_MAX,
  bannerAudienceField,
  bannerAudienceRoles,
  bannerProblems,
} from '../../../../machines/backOfficeBanners/backOfficeBanners.machine';
import type { FormDraft } from '../../../../machines/families/action';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { FormField } from '../../shared/FormField';

const MAX = { title: BANNER_TITLE_MAX, text: BANNER_TEXT_MAX, link: BANNER_LINK_MAX } as const;

export interface BannerFormProps {
  /** The form's heading. */
  heading: string;
  draft: FormDraft;
  showProblems: boolean;
  draftRestored: boolean;
  busy: boolean;
  failed: boolean;
  t: TFunction;
  i18n: I18n;
  change: (field: string, value: string) => void;
  submit: () => void;
  cancel: () => void;
}

export function BannerForm({
  heading,
  draft,
  showProblems,
  draftRestored,
  busy,
  failed,
  t,
  i18n,
  change,
  submit,
  cancel,
}: BannerFormProps) {
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  // Opened by a button (or restored): the keyboard goes on in its first field.
  useEffect(() => titleRef.current?.focus(), []);
  const problems = showProblems ? bannerProblems(draft) : {};
  const problem = (field: keyof typeof MAX) => problems[field] && t(`problem.${problems[field]}`, { max: MAX[field] });
  const chosen = bannerAudienceRoles(draft.audience);
  const toggle = (role: string, on: boolean) =>
    change('audience', bannerAudienceField(on ? [...chosen, role] : chosen.filter((other) => other !== role)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form className="desk-form banner-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <h2 id={`${id}-title`}>{heading}</h2>
      {draftRestored && <DraftRestoredNotice onDiscard={cancel} disabled={busy} />}
      {failed && (
        <p className="form-error" role="alert">
          {t('failedSave')}
        </p>
      )}
      <FormField
        label={t('titleLabel')}
        name="title"
        value={draft.title ?? ''}
        readOnly={busy}
        inputRef={titleRef}
        hint={t('maxHint', { max: BANNER_TITLE_MAX })}
        problem={problem('title')}
        onChange={(event) => change('title', event.target.value)}
      />
      <FormField
        label={t('textLabel')}
        name="text"
        value={draft.text ?? ''}
        readOnly={busy}
        hint={t('maxHint', { max: BANNER_TEXT_MAX })}
        problem={problem('text')}
        onChange={(event) => change('text', event.target.value)}
      />
      <FormField
        label={t('linkLabel')}
        name="link"
        value={draft.link ?? ''}
        readOnly={busy}
        hint={t('linkHint')}
        problem={problem('link')}
        onChange={(event) => change('link', event.target.value)}
      />
      <fieldset aria-describedby={`${id}-audience-hint`}>
        <legend>{t('audienceLegend')}</legend>
        <p id={`${id}-audience-hint`} className="form-hint">
          {t('audienceHint')}
        </p>
        {BANNER_AUDIENCE_ROLES.map((role) => (
          <label key={role} className="desk-switch">
            <input
              type="checkbox"
              name="audience"
              value={role}
              checked={chosen.includes(role)}
              aria-readonly={busy || undefined}
              onChange={(event) => {
                if (!busy) toggle(role, event.target.checked);
              }}
            />
            <span>{i18n.t(`profile.role.${role}`, { defaultValue: role })}</span>
          </label>
        ))}
      </fieldset>
      <p className="desk-actions">
        <button type="button" className="button" onClick={cancel} aria-disabled={busy || undefined}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? t('saving') : t('save')}
        </button>
      </p>
    </form>
  );
}

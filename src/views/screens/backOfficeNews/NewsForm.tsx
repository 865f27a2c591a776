// The article form of back office › news (docs/screens/backOfficeNews.md "Writing an article"):
// title, summary, text and the roles that read it, as the machine's draft holds them; its problems
// are the machine's rules (newsProblems). Used to write a new article and to change one.
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import {
  audienceField,
  audienceRoles,
  NEWS_AUDIENCE_ROLES,
  NEWS_BODY_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  newsProblems,
} from '../../../../machines/backOfficeNews/backOfficeNews.machine';
import type { FormDraft } from '../../../../machines/families/action';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { FormField } from '../../shared/FormField';

const MAX = { title: NEWS_TITLE_MAX, summary: NEWS_SUMMARY_MAX, body: NEWS_BODY_MAX } as const;

export interface NewsFormProps {
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

export function NewsForm({ heading, draft, showProblems, draftRestored, busy, failed, t, i18n, change, submit, cancel }: NewsFormProps) {
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  // Opened by a button (or restored): the keyboard goes on in its first field.
  useEffect(() => titleRef.current?.focus(), []);
  const problems = showProblems ? newsProblems(draft) : {};
  const problem = (field: keyof typeof MAX) => problems[field] && t(`problem.${problems[field]}`, { max: MAX[field] });
  const chosen = audienceRoles(draft.audience);
  const toggle = (role: string, on: boolean) =>
    change('audience', audienceField(on ? [...chosen, role] : chosen.filter((other) => other !== role)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const bodyProblem = problem('body');
  return (
    <form className="desk-form news-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
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
        hint={t('maxHint', { max: NEWS_TITLE_MAX })}
        problem={problem('title')}
        onChange={(event) => change('title', event.target.value)}
      />
      <FormField
        label={t('summaryLabel')}
        name="summary"
        value={draft.summary ?? ''}
        readOnly={busy}
        hint={t('maxHint', { max: NEWS_SUMMARY_MAX })}
        problem={problem('summary')}
        onChange={(event) => change('summary', event.target.value)}
      />
      <div className="form-field">
        <label htmlFor={`${id}-body`}>{t('bodyLabel')}</label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={8}
          value={draft.body ?? ''}
          readOnly={busy}
          aria-invalid={bodyProblem ? true : undefined}
          aria-describedby={`${id}-body-hint ${id}-body-problem`}
          onChange={(event) => change('body', event.target.value)}
        />
        <p id={`${id}-body-hint`} className="form-hint">
          {t('bodyHint', { max: NEWS_BODY_MAX })}
        </p>
        <div id={`${id}-body-problem`} className="form-error" aria-live="polite">
          {bodyProblem}
        </div>
      </div>
      <fieldset aria-describedby={`${id}-audience-hint`}>
        <legend>{t('audienceLegend')}</legend>
        <p id={`${id}-audience-hint`} className="form-hint">
          {t('audienceHint')}
        </p>
        {NEWS_AUDIENCE_ROLES.map((role) => (
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

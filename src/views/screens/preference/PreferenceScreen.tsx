// Parameters → preference: the interface language (the app machine loads its files and keeps the
// choice under `lang`), and how that language writes today's date and an amount (Intl, from
// LOCALES: fr-FR with Monday and euros, en-US with Sunday and dollars).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../machines/domain/constants';
import { useLanguage } from '../../app/useApp';
import { localeFormat } from '../../shared/localeFormat';

/** Language names in their own language: a reader finds theirs whatever the current one. */
const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', en: 'English' };
const SAMPLE_AMOUNT = 1234.56;

export default function PreferenceScreen() {
  const { t } = useTranslation();
  const { language, switching, change } = useLanguage();
  const format = localeFormat(language);
  const legendId = useId();
  return (
    <div className="preference" aria-busy={switching || undefined}>
      <fieldset className="preference__languages" aria-describedby={switching ? `${legendId}-status` : undefined}>
        <legend id={legendId}>{t('screens.preference.language')}</legend>
        {LANGUAGES.map((code) => (
          <label key={code} className="preference__language">
            <input
              type="radio"
              name="language"
              value={code}
              checked={language === code}
              disabled={switching}
              onChange={() => change(code)}
              data-language={code}
            />
            <span lang={code}>{LANGUAGE_NAMES[code]}</span>
          </label>
        ))}
        {switching && (
          <p id={`${legendId}-status`} role="status">
            {t('screens.preference.switching')}
          </p>
        )}
      </fieldset>
      <h3>{t('screens.preference.formats')}</h3>
      <dl className="preference__formats" data-locale={format.locale}>
        <dt>{t('screens.preference.today')}</dt>
        <dd data-testid="preference-date">{format.formatDate(new Date())}</dd>
        <dt>{t('screens.preference.firstDayOfWeek')}</dt>
        <dd data-testid="preference-first-day">{format.firstDayOfWeekName()}</dd>
        <dt>{t('screens.preference.sampleAmount')}</dt>
        <dd data-testid="preference-amount">{format.formatAmount(SAMPLE_AMOUNT)}</dd>
      </dl>
    </div>
  );
}

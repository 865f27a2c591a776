// The profile fields (the welcome modal's six, or those My profile's variant shows): labelled
// inputs, each problem next to its field and announced (FormField), a refused save takes focus to
// the first field to fix.
import { useTranslation } from 'react-i18next';
import {
  PROFILE_FIELD_MAX_LENGTH,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFields as Fields,
  type ProfileProblems,
} from '../../../machines/domain/profileForm';
import { FormField } from './FormField';

const INPUT: Record<ProfileField, { type: string; autoComplete: string }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  function: { type: 'text', autoComplete: 'organization-title' },
  landlinePhone: { type: 'tel', autoComplete: 'tel' },
  mobilePhone: { type: 'tel', autoComplete: 'tel' },
};

export interface ProfileFieldsProps {
  fields: Fields;
  /** The fields to show, in order (all six unless told). */
  shown?: readonly ProfileField[];
  problems: ProfileProblems;
  readOnly: boolean;
  onChange: (field: ProfileField, value: string) => void;
}

export function ProfileFields({ fields, shown = PROFILE_FIELDS, problems, readOnly, onChange }: ProfileFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="profile-fields">
      {shown.map((field, index) => (
        <FormField
          key={field}
          label={t(`profile.field.${field}`)}
          problem={problems[field] && t(`profile.problem.${problems[field]}`, { max: PROFILE_FIELD_MAX_LENGTH })}
          name={field}
          data-field={field}
          type={INPUT[field].type}
          autoComplete={INPUT[field].autoComplete}
          data-autofocus={index === 0 ? true : undefined}
          value={fields[field]}
          readOnly={readOnly}
          required={field === 'firstName' || field === 'lastName' || field === 'email'}
          onChange={(event) => onChange(field, event.target.value)}
        />
      ))}
    </div>
  );
}

/** Focus the first field whose problem shows (after a refused save). */
export function focusFirstProblem(form: HTMLFormElement | null) {
  form?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
}

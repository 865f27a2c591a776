// One labelled text input of a form: its hint, its problem announced politely, and the ARIA links
// between them (`aria-invalid` only while there is a problem to fix).
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value, shown and announced; nothing when the value is fine. */
  problem?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

export function FormField({ label, hint, problem, inputRef, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = useId();
  const problemId = useId();
  const describedBy = [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} {...input} aria-invalid={problem ? true : undefined} aria-describedby={describedBy} />
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      <div id={problemId} className="form-error" aria-live="polite">
        {problem}
      </div>
    </div>
  );
}

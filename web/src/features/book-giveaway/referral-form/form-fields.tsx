import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './referral-form.module.css';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}

/** Label, control and the message that explains what to fix, tied together for screen readers. */
function FieldShell({ id, label, required, error, children }: FieldShellProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** What an input and a select share: the id, the look, whether it is required, and its tie to the message. */
const controlProps = (id: string, required: boolean | undefined, error: string | undefined) => ({
  id,
  className: styles.input,
  required,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
}

export function TextField({ id, label, value, error, required, onValueChange, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <input {...controlProps(id, required, error)} value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />
    </FieldShell>
  );
}

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  required?: boolean;
  error?: string;
  onValueChange: (value: T) => void;
}

export function SelectField<T extends string>({ id, label, value, options, required, error, onValueChange }: SelectFieldProps<T>) {
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <select {...controlProps(id, required, error)} value={value} onChange={(event) => onValueChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

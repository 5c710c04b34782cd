import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './form-fields.module.css';

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
  /** The input's (React 19 passes it as a prop; it reaches the input with the rest). */
  ref?: Ref<HTMLInputElement>;
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

interface RadioFieldProps<T extends string> {
  /** Names the group's inputs and starts the id of its message. */
  name: string;
  legend: string;
  /** null until one is chosen: the form asks rather than picking for the visitor. */
  value: T | null;
  options: readonly { value: T; label: string; detail?: string }[];
  error?: string;
  disabled?: boolean;
  onValueChange: (value: T) => void;
}

/** One of a few options, each a bordered card with a line that says what it does. */
export function RadioField<T extends string>({ name, legend, value, options, error, disabled, onValueChange }: RadioFieldProps<T>) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.choice} disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onValueChange(option.value)} />
            <span className={styles.optionLabel}>{option.label}</span>
            {option.detail && <span className={styles.optionDetail}>{option.detail}</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { useId } from 'react';
import styles from './checkout.module.css';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The buyer's address: where the receipt and the login go (spec §5: required, a valid address). */
export function EmailField({ value, onChange, disabled }: EmailFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Email address</label>
      <input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        required
        placeholder="you@company.com"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

import { REFERRAL_TITLES } from '@pitchlens/contracts';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import { fieldId, referralField, type ReferralPart, type ReferralRowNumber, type ReferredPerson } from './referral-form-values';
import type { FieldErrors } from './validate-referral-form';
import styles from './referral-form.module.css';

interface ReferralRowFieldsProps {
  row: ReferralRowNumber;
  person: ReferredPerson;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (person: ReferredPerson, changed: ReferralPart) => void;
}

const PARTS: Record<keyof ReferredPerson, ReferralPart> = { name: 'Name', email: 'Email', title: 'Title', company: 'Company' };

/** One referred person; row 1 is required, rows 2 and 3 are all-or-nothing (spec §5). */
export function ReferralRowFields({ row, person, errors, disabled, onChange }: ReferralRowFieldsProps) {
  const required = row === 1;
  // What every field of the row shares: its id, value and error, and how a change reaches the row.
  const bind = <Key extends keyof ReferredPerson>(key: Key) => {
    const field = referralField(row, PARTS[key]);
    return {
      id: fieldId(field),
      value: person[key],
      required,
      error: errors[field],
      onValueChange: (value: ReferredPerson[Key]) => onChange({ ...person, [key]: value }, PARTS[key]),
    };
  };
  return (
    <fieldset className={styles.row} disabled={disabled}>
      <legend className={styles.legend}>
        Referral {row} <span className={styles.legendNote}>{required ? '(required)' : '(optional)'}</span>
      </legend>
      <div className={styles.grid}>
        <TextField {...bind('name')} label="Their name" autoComplete="off" />
        <TextField {...bind('email')} label="Their work email" type="email" inputMode="email" autoComplete="off" placeholder="name@company.com" />
        <SelectField {...bind('title')} label="Their title" options={REFERRAL_TITLES} />
        <TextField {...bind('company')} label="Their company" autoComplete="off" />
      </div>
    </fieldset>
  );
}

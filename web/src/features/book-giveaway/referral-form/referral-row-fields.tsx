import { REFERRAL_TITLES } from '@pitchlens/contracts';
import { SelectField, TextField } from './form-fields';
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

/** One referred person; row 1 is required, rows 2 and 3 are all-or-nothing (spec §5). */
export function ReferralRowFields({ row, person, errors, disabled, onChange }: ReferralRowFieldsProps) {
  const required = row === 1;
  const id = (part: ReferralPart) => fieldId(referralField(row, part));
  const error = (part: ReferralPart) => errors[referralField(row, part)];
  return (
    <fieldset className={styles.row} disabled={disabled}>
      <legend className={styles.legend}>
        Referral {row} <span className={styles.legendNote}>{required ? '(required)' : '(optional)'}</span>
      </legend>
      <div className={styles.grid}>
        <TextField
          id={id('Name')}
          label="Their name"
          value={person.name}
          required={required}
          error={error('Name')}
          autoComplete="off"
          onValueChange={(name) => onChange({ ...person, name }, 'Name')}
        />
        <TextField
          id={id('Email')}
          label="Their work email"
          type="email"
          inputMode="email"
          value={person.email}
          required={required}
          error={error('Email')}
          autoComplete="off"
          placeholder="name@company.com"
          onValueChange={(email) => onChange({ ...person, email }, 'Email')}
        />
        <SelectField
          id={id('Title')}
          label="Their title"
          value={person.title}
          options={REFERRAL_TITLES}
          required={required}
          error={error('Title')}
          onValueChange={(title) => onChange({ ...person, title }, 'Title')}
        />
        <TextField
          id={id('Company')}
          label="Their company"
          value={person.company}
          required={required}
          error={error('Company')}
          autoComplete="off"
          onValueChange={(company) => onChange({ ...person, company }, 'Company')}
        />
      </div>
    </fieldset>
  );
}

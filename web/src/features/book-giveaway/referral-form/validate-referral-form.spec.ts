import { emptyReferralForm, type ReferralFormValues, type ReferredPerson } from './referral-form-values';
import { fieldErrorsFrom, firstInvalidField, isEmailAddress, validateReferralForm } from './validate-referral-form';

const marco: ReferredPerson = { name: 'Marco Diaz', email: 'marco@vectorcloud.io', title: 'Sales Enablement Leader', company: 'VectorCloud' };

function form(change: (values: ReferralFormValues) => void = () => {}): ReferralFormValues {
  const values = emptyReferralForm({ name: 'Priya Shah', email: 'priya@brightsales.com' });
  values.referrals[0] = { ...marco };
  values.consent = true;
  change(values);
  return values;
}

describe('isEmailAddress', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.com', '  padded@example.com  '])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });
  it.each(['', 'plain', 'no-at.example.com', 'a@b', 'a@.com', 'a b@c.com', 'a@b..com', '@example.com', 'a@b.com.'])(
    'refuses %p',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );
});

describe('validateReferralForm', () => {
  it('passes a referrer with one complete referral and two empty rows', () => {
    expect(validateReferralForm(form())).toEqual({});
  });

  it('passes three complete referrals', () => {
    const values = form((v) => {
      v.referrals[1] = { name: 'Jo Park', email: 'jo@acme.com', title: 'VP Sales', company: 'Acme' };
      v.referrals[2] = { name: 'Ana Gomez', email: 'ana@initech.com', title: 'Sales Director', company: 'Initech' };
    });
    expect(validateReferralForm(values)).toEqual({});
  });

  it('asks for the referrer name and email when missing or blank', () => {
    const errors = validateReferralForm(form((v) => (v.referrer = { name: '   ', email: '' })));
    expect(errors.name).toBe('Please enter your name.');
    expect(errors.email).toBe('Please enter your email address.');
  });

  it('refuses a malformed referrer email', () => {
    expect(validateReferralForm(form((v) => (v.referrer.email = 'priya-at-brightsales'))).email).toBe(
      'Please enter a valid email address.',
    );
  });

  it('requires every field of referral 1', () => {
    const errors = validateReferralForm(form((v) => (v.referrals[0] = { ...marco, name: '', email: '', company: '' })));
    expect(errors).toEqual({
      referral1Name: 'Please enter their name.',
      referral1Email: 'Please enter their work email.',
      referral1Company: 'Please enter their company.',
    });
  });

  it('refuses a malformed referral email', () => {
    const errors = validateReferralForm(form((v) => (v.referrals[0]!.email = 'marco@vectorcloud')));
    expect(errors.referral1Email).toBe('Please enter a valid email address.');
  });

  it('refuses a title that is not one of the program titles', () => {
    const errors = validateReferralForm(form((v) => ((v.referrals[0] as { title: string }).title = 'Intern')));
    expect(errors.referral1Title).toBe('Please choose a title from the list.');
  });

  it('ignores an optional row whose only value is a changed title', () => {
    expect(validateReferralForm(form((v) => (v.referrals[1]!.title = 'VP Sales')))).toEqual({});
  });

  it('treats optional rows as all-or-nothing, naming how to skip them', () => {
    const errors = validateReferralForm(form((v) => (v.referrals[1]!.name = 'Jo Park')));
    expect(errors).toEqual({
      referral2Email: 'Please enter their work email (or clear referral 2 to skip it).',
      referral2Company: 'Please enter their company (or clear referral 2 to skip it).',
    });
  });

  it('checks referral 3 on its own, even with referral 2 empty', () => {
    const errors = validateReferralForm(form((v) => (v.referrals[2]!.company = 'Initech')));
    expect(Object.keys(errors)).toEqual(['referral3Name', 'referral3Email']);
  });

  it('does not check consent: the submit button stays disabled without it', () => {
    expect(validateReferralForm(form((v) => (v.consent = false)))).toEqual({});
  });

  it('lists errors in form order, so the first is the first field to fix', () => {
    const values = form((v) => {
      v.referrer.email = '';
      v.referrals[0]!.company = '';
      v.referrals[2]!.email = 'x@y.com';
    });
    expect(firstInvalidField(validateReferralForm(values))).toBe('email');
    expect(Object.keys(validateReferralForm(values))).toEqual(['email', 'referral1Company', 'referral3Name', 'referral3Company']);
  });
});

describe('firstInvalidField', () => {
  it('is undefined when nothing is wrong', () => {
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('fieldErrorsFrom', () => {
  it("places the server's messages under the fields they name", () => {
    expect(
      fieldErrorsFrom([
        { field: 'email', message: 'Please enter a valid email address for yourself.' },
        { field: 'referral2Email', message: 'Referral 2: jo@gmail.com is a personal mailbox; please use their work email.' },
      ]),
    ).toEqual({
      email: 'Please enter a valid email address for yourself.',
      referral2Email: 'Referral 2: jo@gmail.com is a personal mailbox; please use their work email.',
    });
  });

  it('keeps the first message for a field', () => {
    expect(fieldErrorsFrom([{ field: 'name', message: 'First.' }, { field: 'name', message: 'Second.' }])).toEqual({ name: 'First.' });
  });

  it('leaves out fields the form does not show', () => {
    expect(
      fieldErrorsFrom([
        { field: 'consent', message: 'Please confirm.' },
        { field: 'referral4Name', message: 'At most 3.' },
        { field: 'body', message: 'must be a JSON object' },
        { field: 'nameX', message: '?' },
      ]),
    ).toEqual({});
  });
});

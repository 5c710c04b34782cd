import { nameByReferral, referralIn, type Named } from './referral';

const submitted = (name: string, email = 'Marco@Vector.io') => ({
  submissionId: 's',
  row: 1,
  referrer: { name: 'Priya Shah', email: 'priya@bright.com' },
  referred: { name, email, title: 'VP Sales' as const, company: 'Vector' },
});
const nobody = (): Named => ({ referrerName: null, referrerEmail: null, firstName: null, lastName: null });

describe('referral naming', () => {
  it('names the referred address lower-cased, the first word of the name as first name and the rest as last', () => {
    expect(referralIn(submitted('Marco  de la Cruz'))).toEqual({
      email: 'marco@vector.io',
      referral: { referrerName: 'Priya Shah', referrerEmail: 'priya@bright.com', firstName: 'Marco', lastName: 'de la Cruz' },
    });
    expect(referralIn(submitted('Marco')).referral).toMatchObject({ firstName: 'Marco', lastName: null });
  });

  it('gives a person without a name of their own the referral’s name and referrer', () => {
    const person = nobody();
    nameByReferral(person, referralIn(submitted('Marco Diaz')).referral);
    expect(person).toEqual({ referrerName: 'Priya Shah', referrerEmail: 'priya@bright.com', firstName: 'Marco', lastName: 'Diaz' });
  });

  it('keeps the name a person gave themselves, and shows who referred them', () => {
    const person = { ...nobody(), firstName: 'Marc' };
    nameByReferral(person, referralIn(submitted('Marco Diaz')).referral);
    expect(person).toEqual({ referrerName: 'Priya Shah', referrerEmail: 'priya@bright.com', firstName: 'Marc', lastName: null });
  });

  it('keeps the earliest referral: a later one names them no more', () => {
    const person = nobody();
    nameByReferral(person, referralIn(submitted('Marco Diaz')).referral);
    nameByReferral(person, { referrerName: 'Lee', referrerEmail: 'lee@x.io', firstName: 'M', lastName: 'D' });
    expect(person).toMatchObject({ referrerEmail: 'priya@bright.com', firstName: 'Marco' });
  });
});

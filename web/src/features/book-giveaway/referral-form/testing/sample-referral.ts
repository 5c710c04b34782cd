/** The body sent for one referrer and one referral, trimmed and consented: the example the form's specs fill in. */
export const sampleReferralRequest = {
  name: 'Priya Shah',
  email: 'priya@brightsales.com',
  referral1Name: 'Marco Diaz',
  referral1Email: 'marco@vectorcloud.io',
  referral1Title: 'VP Sales',
  referral1Company: 'VectorCloud',
  consent: true,
};

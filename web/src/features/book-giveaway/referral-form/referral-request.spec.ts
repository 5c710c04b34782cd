import { emptyReferralForm } from './referral-form-values';
import { toReferralRequest } from './referral-request';
import { sampleReferralRequest } from './testing/sample-referral';

function values() {
  const v = emptyReferralForm({ name: '  Priya Shah ', email: ' priya@brightsales.com ' });
  v.referrals[0] = { name: ' Marco Diaz ', email: ' marco@vectorcloud.io', title: 'VP Sales', company: 'VectorCloud ' };
  v.consent = true;
  return v;
}

describe('toReferralRequest', () => {
  it('builds the flat body with trimmed values and consent, leaving out empty optional rows', () => {
    expect(toReferralRequest(values())).toEqual(sampleReferralRequest);
  });

  it('sends every started row with its title', () => {
    const v = values();
    v.referrals[1] = { name: 'Jo Park', email: 'jo@acme.com', title: 'Sales Manager', company: 'Acme' };
    v.referrals[2] = { name: 'Ana Gomez', email: 'ana@initech.com', title: 'Sales Enablement Leader', company: 'Initech' };
    expect(toReferralRequest(v)).toMatchObject({
      referral2Name: 'Jo Park',
      referral2Email: 'jo@acme.com',
      referral2Title: 'Sales Manager',
      referral2Company: 'Acme',
      referral3Name: 'Ana Gomez',
      referral3Email: 'ana@initech.com',
      referral3Title: 'Sales Enablement Leader',
      referral3Company: 'Initech',
    });
  });

  it('sends referral 3 without referral 2 when only the third row was filled', () => {
    const v = values();
    v.referrals[2] = { name: 'Ana Gomez', email: 'ana@initech.com', title: 'Sales Director', company: 'Initech' };
    const body = toReferralRequest(v);
    expect(body).not.toHaveProperty('referral2Name');
    expect(body).toMatchObject({ referral3Name: 'Ana Gomez', referral3Title: 'Sales Director' });
  });

  it('always sends referral 1, even empty, so the server names what is missing', () => {
    const v = emptyReferralForm();
    expect(toReferralRequest(v)).toMatchObject({ referral1Name: '', referral1Email: '', referral1Company: '', referral1Title: 'Sales Enablement Leader' });
  });

  it('passes the consent the visitor gave', () => {
    expect(toReferralRequest({ ...values(), consent: false }).consent).toBe(false);
  });
});

import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import type { browserRequest } from '../test-app';

type Http = () => ReturnType<typeof browserRequest>;

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

export interface Colleague {
  name: string;
  email: string;
  company: string;
}

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * A person's whole journey through the real API, on two devices: on the
 * phone, visits from a LinkedIn campaign, the contact form and a referral of
 * a colleague; on the laptop, a visit from a newsletter, the breakdown
 * request and the framework session paid through the Stripe emulator.
 */
export async function twoDeviceJourney(http: Http, emulatorUrl: string, person: Person, colleague: Colleague, sessions: [string, string]): Promise<void> {
  const [phone, laptop] = sessions;
  const ok = (status: number) => status >= 200 && status < 300;
  const post = async (ua: string, route: string, body: object) => {
    const res = await http().post(route).set('user-agent', ua).send(body);
    if (!ok(res.status)) throw new Error(`${route} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res;
  };
  const campaign = { utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'autumn-coaching' };
  await post(PHONE, '/api/track-page-view', { sessionId: phone, path: '/', title: 'Pitchlens', ...campaign });
  await post(PHONE, '/api/track-page-view', { sessionId: phone, path: `/book-giveaway?ref=${encodeURIComponent(person.email)}`, title: 'Giveaway', ...campaign });
  await post(PHONE, '/api/track-contact', { sessionId: phone, email: person.email, firstName: person.firstName, lastName: person.lastName });
  await post(PHONE, '/api/referrals/submit', {
    sessionId: phone,
    name: `${person.firstName} ${person.lastName}`,
    email: person.email,
    referral1Name: colleague.name,
    referral1Email: colleague.email,
    referral1Title: 'VP Sales',
    referral1Company: colleague.company,
    consent: true,
  });
  await post(LAPTOP, '/api/track-page-view', { sessionId: laptop, path: '/breakdown', title: 'Breakdown', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'november' });
  await post(LAPTOP, '/api/send-breakdown-email', { sessionId: laptop, email: person.email.toUpperCase(), firstName: person.firstName });
  await buyFrameworkSession(http, emulatorUrl, person, laptop, LAPTOP);
}

/** The framework session bought with the emulator's test card, and the buyer's name stored after it. */
export async function buyFrameworkSession(http: Http, emulatorUrl: string, person: Person, sessionId: string, ua = LAPTOP): Promise<void> {
  const created = await http().post('/api/create-framework-payment').set('user-agent', ua).send({ customerEmail: person.email, sessionId }).expect(200);
  const secret = created.body.clientSecret as string;
  const confirmed = await browserConfirm(emulatorUrl, secret);
  if (confirmed.body.status !== 'succeeded') throw new Error(`the payment ended ${confirmed.body.status}`);
  await http()
    .post('/api/store-customer')
    .set('user-agent', ua)
    .send({ email: person.email, paymentIntentId: secret.split('_secret_')[0], paymentIntentClientSecret: secret, firstName: person.firstName, lastName: person.lastName })
    .expect(200);
}

import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHROMIUM_PATH, chromiumArgs, playwrightFeaturesOff } from '@pitchlens/chromium';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import Stripe from 'stripe';
import { createStripeEmulator, type StripeEmulator } from './index';
import { PUBLISHABLE_KEY, SECRET_KEY } from './test-support/browser';

/** What the page's window offers for reading styles; this file is compiled without the DOM's types. */
type StyleReader = { getComputedStyle(element: unknown): { getPropertyValue(name: string): string } };

/** A computed style of the element, read in the page. */
const styleOf = (locator: Locator, property: string): Promise<string> =>
  locator.evaluate((element, name) => (globalThis as unknown as StyleReader).getComputedStyle(element).getPropertyValue(name), property);

/**
 * The stand-in Stripe.js in a real Chromium (the one the e2e tests use), on a page of another
 * origin, as the site will load it: a script tag, then Stripe(pk) → elements → PaymentElement.
 */
describe('Stripe emulator: stand-in Stripe.js in Chromium', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;
  let site: Server;
  let siteUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}; set CHROMIUM_PATH (npm test installs Debian's chromium).`);
    emulator = createStripeEmulator();
    await emulator.listen();
    stripe = new Stripe(SECRET_KEY, { ...emulator.sdkConfig(), maxNetworkRetries: 0 });
    const html = `<!doctype html><html lang="en"><head><title>checkout</title><script src="${emulator.stripeJsUrl}"></script></head>
      <body><main><form id="checkout"><div id="payment"></div></form></main></body></html>`;
    site = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(req.url?.startsWith('/done') ? '<!doctype html><title>done</title>' : html);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    // Another origin than the emulator's (localhost vs 127.0.0.1), so CORS is exercised.
    siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs(playwrightFeaturesOff()) });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
    await emulator?.close();
  });

  /** Mounts a PaymentElement for the client secret and fills the card by its labels. */
  async function checkoutPage(clientSecret: string, card: string): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/checkout`);
    const ready = await page.evaluate(`(async () => {
      const stripe = window.Stripe(${JSON.stringify(PUBLISHABLE_KEY)});
      const elements = stripe.elements({ clientSecret: ${JSON.stringify(clientSecret)}, appearance: { theme: 'stripe' } });
      const element = elements.create('payment', { layout: 'tabs', paymentMethodOrder: ['card'] });
      window.__changes = [];
      element.on('change', (e) => window.__changes.push(e));
      const ready = new Promise((resolve) => element.on('ready', resolve));
      element.mount('#payment');
      Object.assign(window, { stripe, elements, element });
      return ready;
    })()`);
    expect(ready).toEqual({ elementType: 'payment' });
    await page.getByRole('textbox', { name: 'Card number' }).fill(card);
    await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    return page;
  }

  it('looks like a Stripe instance to @stripe/react-stripe-js and renders labelled card inputs', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 49_700, currency: 'usd' });
    const page = await checkoutPage(pi.client_secret as string, '4242 4242 4242 4242');
    const shape = await page.evaluate(`['elements', 'createToken', 'createPaymentMethod', 'confirmCardPayment', 'confirmPayment', 'confirmSetup', 'retrievePaymentIntent'].every((k) => typeof window.stripe[k] === 'function')`);
    expect(shape).toBe(true);
    expect(await page.evaluate(`window.elements.getElement('payment') === window.element`)).toBe(true);
    expect(await page.evaluate(`window.__changes.at(-1)`)).toMatchObject({ elementType: 'payment', complete: true, empty: false });
    expect(await page.evaluate(`window.elements.submit()`)).toEqual({});
    await page.close();
  });

  it('confirmPayment with redirect: if_required resolves { paymentIntent } for 4242 without navigating', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 49_700, currency: 'usd', description: 'Framework session' });
    const page = await checkoutPage(pi.client_secret as string, '4242 4242 4242 4242');
    const result = (await page.evaluate(`window.stripe.confirmPayment({ elements: window.elements, confirmParams: { return_url: location.origin + '/done' }, redirect: 'if_required' })`)) as {
      paymentIntent?: { id: string; status: string };
    };
    expect(result.paymentIntent).toMatchObject({ id: pi.id, status: 'succeeded' });
    expect(page.url()).toBe(`${siteUrl}/checkout`);
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
    expect(await page.evaluate(`window.stripe.retrievePaymentIntent(${JSON.stringify(pi.client_secret)}).then((r) => r.paymentIntent.status)`)).toBe('succeeded');
    await page.close();
  });

  it('confirmPayment resolves { error } with Stripe’s decline for 4000 0000 0000 0002', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 99_700, currency: 'usd' });
    const page = await checkoutPage(pi.client_secret as string, '4000 0000 0000 0002');
    const result = await page.evaluate(`window.stripe.confirmPayment({ elements: window.elements, confirmParams: { return_url: location.origin + '/done' }, redirect: 'if_required' })`);
    expect(result).toMatchObject({ error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } });
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('requires_payment_method');
    await page.close();
  });

  it('submit() reports an incomplete card; confirmSetup saves a card; default redirect goes to return_url', async () => {
    const cus = await stripe.customers.create({ email: 'browser@example.com' });
    const si = await stripe.setupIntents.create({ customer: cus.id });
    const page = await checkoutPage(si.client_secret as string, '4242');
    expect(await page.evaluate(`window.elements.submit()`)).toMatchObject({ error: { type: 'validation_error', code: 'incomplete_number' } });
    await page.getByLabel('Card number').fill('4242424242424242');
    await Promise.all([
      page.waitForURL(/\/done\?/),
      page.evaluate(`void window.stripe.confirmSetup({ elements: window.elements, confirmParams: { return_url: location.origin + '/done' } })`),
    ]);
    const url = new URL(page.url());
    expect(url.searchParams.get('setup_intent')).toBe(si.id);
    expect(url.searchParams.get('redirect_status')).toBe('succeeded');
    expect((await stripe.setupIntents.retrieve(si.id)).status).toBe('succeeded');
    await page.close();
  });

  it('draws the card fields with the appearance the page passed to elements(), and restyles them on update()', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 49_700, currency: 'usd' });
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/checkout`);
    const appearance = {
      theme: 'stripe',
      variables: { colorPrimary: '#ff0000', colorDanger: '#00aa00', borderRadius: '3px', fontFamily: 'Georgia, serif', spacingUnit: '4px', fontSizeBase: '16px' },
      rules: { '.Label': { fontWeight: '700' } },
    };
    await page.evaluate(`(async () => {
      const elements = window.Stripe(${JSON.stringify(PUBLISHABLE_KEY)}).elements({ clientSecret: ${JSON.stringify(pi.client_secret)}, appearance: ${JSON.stringify(appearance)} });
      const element = elements.create('payment');
      const ready = new Promise((resolve) => element.on('ready', resolve));
      element.mount('#payment');
      window.elements = elements;
      await ready;
    })()`);
    const number = page.getByLabel('Card number');
    const css = (property: string) => styleOf(number, property);
    /** The style once its 0.15 s transition has run: read again until `ended` says so, as a starved renderer runs late (10 s at most). */
    const settled = async (property: string, ended: (value: string) => boolean) => {
      const deadline = Date.now() + 10_000;
      let value = await css(property);
      while (!ended(value) && Date.now() < deadline) value = await css(property);
      return value;
    };
    expect(await css('border-top-left-radius')).toBe('3px');
    expect(await css('font-family')).toBe('Georgia, serif');
    expect(await css('height')).toBe('42px');
    expect(await styleOf(page.locator('label[for]').first(), 'font-weight')).toBe('700');
    await number.focus();
    const focusRing = 'rgba(255, 0, 0, 0.25)';
    expect(await settled('box-shadow', (value) => value.includes(focusRing))).toContain(focusRing);

    // Submitting an empty card marks every field in the danger colour, each with its message under it.
    expect(await page.evaluate(`window.elements.submit()`)).toMatchObject({ error: { code: 'incomplete_number' } });
    const danger = 'rgb(0, 170, 0)';
    expect(await settled('border-top-color', (value) => value === danger)).toBe(danger);
    expect(await styleOf(page.getByText("Your card's security code is incomplete."), 'color')).toBe('rgb(0, 170, 0)');

    await page.evaluate(`window.elements.update({ appearance: { variables: { borderRadius: '10px' } } })`);
    expect(await css('border-top-left-radius')).toBe('10px');
    await page.close();
  });
});

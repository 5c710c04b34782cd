import { contentSecurityPolicy } from './content-security-policy';

describe('content security policy', () => {
  it('lets checkout pages load real Stripe.js and talk to Stripe, with real keys', () => {
    const { directives } = contentSecurityPolicy({
      scriptSrc: ['https://js.stripe.com'],
      connectSrc: ['https://api.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    });
    expect(directives.scriptSrc).toEqual(["'self'", 'https://assets.calendly.com', 'https://js.stripe.com']);
    expect(directives.connectSrc).toEqual(["'self'", 'https://api.stripe.com']);
    expect(directives.frameSrc).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com', 'https://calendly.com']));
  });

  it('names nothing of Stripe when given nothing', () => {
    const { directives } = contentSecurityPolicy({ scriptSrc: [], connectSrc: [], frameSrc: [] });
    expect(directives.connectSrc).toEqual(["'self'"]);
  });
});

import { isSameSite } from './write-policy';

const SITE = 'https://www.pitchlens.example';

describe('isSameSite', () => {
  it.each([
    ['the host itself', 'http://localhost:3000', 'localhost:3000'],
    ['the host behind a proxy that ends TLS', 'https://pitchlens.example', 'pitchlens.example'],
    ['a Host naming the default port', 'https://pitchlens.example', 'pitchlens.example:443'],
    ['a host in capitals', 'https://pitchlens.example', 'PitchLens.Example'],
    ['the configured site, whatever the host', SITE, '10.0.0.7:3000'],
  ])('accepts %s', (_label, origin, host) => {
    expect(isSameSite(origin, host, SITE)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example', 'pitchlens.example'],
    ['another port', 'http://localhost:5000', 'localhost:3000'],
    ['a look-alike subdomain', 'https://pitchlens.example.evil.example', 'pitchlens.example'],
    ['the configured site on another scheme', 'http://www.pitchlens.example', 'api.internal'],
    ['an opaque origin', 'null', 'null'],
    ['text that is no URL', 'pitchlens.example', 'pitchlens.example'],
  ])('refuses %s', (_label, origin, host) => {
    expect(isSameSite(origin, host, SITE)).toBe(false);
  });
});

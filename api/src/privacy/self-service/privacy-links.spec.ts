import { ApiConfig } from '@pitchlens/config';
import { PrivacyLinks } from './privacy-links';

const config = (secret?: string) => Object.assign(new ApiConfig(), { SITE_URL: 'https://pitchlens.example', PRIVACY_SECRET: secret });
const links = new PrivacyLinks(config());
const NOW = new Date('2026-03-01T12:00:00Z');
const hoursLater = (hours: number) => new Date(NOW.getTime() + hours * 3600_000);
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

describe('privacy request links', () => {
  it('point at the confirmation page and carry the request, its address normalized', () => {
    const link = links.link({ email: ' Ann@Acme.COM ', kind: 'erase' }, NOW);
    expect(link).toMatch(/^https:\/\/pitchlens\.example\/privacy-request\/confirm\?token=[A-Za-z0-9_-]+$/);
    expect(links.open(tokenOf(link), hoursLater(1))).toEqual({ request: { email: 'ann@acme.com', kind: 'erase' }, id: expect.any(String) });
  });

  it('never show the address, and differ each time one is made', () => {
    const [first, second] = [links.token({ email: 'ann@acme.com', kind: 'export' }, NOW), links.token({ email: 'ann@acme.com', kind: 'export' }, NOW)];
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64url').toString('latin1')).not.toContain('ann');
  });

  it('give the same id however often one link is opened, and another for another link', () => {
    const token = links.token({ email: 'ann@acme.com', kind: 'erase' }, NOW);
    const id = (t: string) => {
      const opened = links.open(t, NOW);
      return 'id' in opened ? opened.id : null;
    };
    expect(id(token)).toBe(id(token));
    expect(id(token)).not.toBe(id(links.token({ email: 'ann@acme.com', kind: 'erase' }, NOW)));
  });

  it('expire after 24 hours', () => {
    const token = links.token({ email: 'ann@acme.com', kind: 'export' }, NOW);
    expect(links.open(token, hoursLater(23.9))).toHaveProperty('request');
    expect(links.open(token, hoursLater(24))).toEqual({ problem: 'expired' });
  });

  it('refuse a token altered, cut short, made up or sealed under another key', () => {
    const token = links.token({ email: 'ann@acme.com', kind: 'export' }, NOW);
    const bytes = Buffer.from(token, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    for (const bad of [bytes.toString('base64url'), token.slice(0, 30), 'x', '', new PrivacyLinks(config('another-privacy-secret')).token({ email: 'ann@acme.com', kind: 'export' }, NOW)]) {
      expect(links.open(bad, NOW)).toEqual({ problem: 'invalid' });
    }
  });
});

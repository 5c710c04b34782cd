import { mailtoHref } from './mailto-href';

describe('mailtoHref', () => {
  it('prefills an encoded subject', () => {
    expect(mailtoHref('support@pitchlens.com', 'Security report')).toBe('mailto:support@pitchlens.com?subject=Security%20report');
  });

  it('adds an encoded body when given', () => {
    expect(mailtoHref('a@b.co', 'Hi & bye', 'Line 1\nLine 2')).toBe('mailto:a@b.co?subject=Hi%20%26%20bye&body=Line%201%0ALine%202');
  });
});

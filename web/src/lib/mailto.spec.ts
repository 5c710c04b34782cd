import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('prefills an encoded subject', () => {
    expect(mailtoHref({ to: 'support@pitchlens.com', subject: 'Security report' })).toBe('mailto:support@pitchlens.com?subject=Security%20report');
  });

  it('adds an encoded body when given', () => {
    expect(mailtoHref({ to: 'a@b.co', subject: 'Hi & bye', body: 'Line 1\nLine 2' })).toBe('mailto:a@b.co?subject=Hi%20%26%20bye&body=Line%201%0D%0ALine%202');
  });

  it('encodes the subject and body so reserved characters cannot break the address', () => {
    const href = mailtoHref({ to: 'support@pitchlens.com', subject: 'Pilot: Q&A? 100% yes', body: 'a=b & c' });
    expect(href).toBe('mailto:support@pitchlens.com?subject=Pilot%3A%20Q%26A%3F%20100%25%20yes&body=a%3Db%20%26%20c');
  });

  it('writes spaces as %20, never as +', () => {
    expect(mailtoHref({ to: 'x@y.z', subject: 'two words', body: '' })).toBe('mailto:x@y.z?subject=two%20words');
  });

  it('turns every line break into CRLF', () => {
    const href = mailtoHref({ to: 'x@y.z', subject: 'S', body: 'Hi,\n\nLine two\r\nLine three' });
    expect(href).toBe('mailto:x@y.z?subject=S&body=Hi%2C%0D%0A%0D%0ALine%20two%0D%0ALine%20three');
  });

  it('round-trips through decodeURIComponent', () => {
    const body = 'Team size: 20 seats\nStart: next week — thanks!';
    const href = mailtoHref({ to: 'x@y.z', subject: 'Ünïcode', body });
    const query = new URLSearchParams(href.split('?')[1]);
    expect(query.get('subject')).toBe('Ünïcode');
    expect(query.get('body')).toBe(body.replace(/\n/g, '\r\n'));
  });

  it('leaves out empty fields', () => {
    expect(mailtoHref({ to: 'x@y.z', subject: '', body: '' })).toBe('mailto:x@y.z');
    expect(mailtoHref({ to: 'x@y.z', subject: '', body: 'hello' })).toBe('mailto:x@y.z?body=hello');
    expect(mailtoHref({ to: 'x@y.z' })).toBe('mailto:x@y.z');
  });
});

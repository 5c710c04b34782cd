import { isPlaceholderEmail, placeholderEmailFor, sessionIdFromPlaceholder } from './identity';
import { isFreeMailbox } from './referrals';

describe('placeholder addresses', () => {
  it('round-trips the session id, case preserved', () => {
    const email = placeholderEmailFor('Sess-01HXYZ_ab');
    expect(isPlaceholderEmail(email)).toBe(true);
    expect(sessionIdFromPlaceholder(email)).toBe('Sess-01HXYZ_ab');
  });

  it('does not take real addresses for placeholders', () => {
    expect(isPlaceholderEmail('ann@acme.com')).toBe(false);
    expect(sessionIdFromPlaceholder('ann@acme.com')).toBeNull();
    expect(isPlaceholderEmail('ann@visitor.pitchlens.invalid.evil.com')).toBe(false);
    expect(isPlaceholderEmail('ann@local.com')).toBe(false);
  });

  it("takes the spec client's format and any reserved domain for a placeholder", () => {
    expect(isPlaceholderEmail('temp_01HXYZabcdef@anonymous.local')).toBe(true);
    expect(sessionIdFromPlaceholder('temp_01HXYZabcdef@anonymous.local')).toBe('01HXYZabcdef');
    expect(isPlaceholderEmail('download_1732521600000@Visitor.Example.LOCALHOST')).toBe(true);
    expect(sessionIdFromPlaceholder('x@anonymous.local')).toBeNull();
  });
});

describe('free mailboxes', () => {
  it.each(['a@gmail.com', 'a@GoogleMail.com', 'a@yahoo.co.uk', 'a@hotmail.fr', 'a@outlook.com', 'a@icloud.com', 'a@proton.me'])(
    'refuses %s',
    (email) => expect(isFreeMailbox(email)).toBe(true),
  );
  it.each(['a@acme.com', 'a@gmailer.io', 'a@sales.yahoo-partner.com'])('accepts %s', (email) => expect(isFreeMailbox(email)).toBe(false));
});

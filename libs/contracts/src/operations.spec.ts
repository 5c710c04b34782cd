import { isProjectorName, maskEmail } from './operations';

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('alice@acme.com')).toBe('a***@acme.com');
    expect(maskEmail('a@acme.com')).toBe('a***@acme.com');
  });

  it('masks the whole local part of a name with an @ in it by the last @', () => {
    expect(maskEmail('"x@y"@acme.com')).toBe('"***@acme.com');
  });

  it('hides anything that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('***');
    expect(maskEmail('@acme.com')).toBe('***');
    expect(maskEmail('')).toBe('***');
  });
});

describe('isProjectorName', () => {
  it('knows the projectors and nothing else', () => {
    expect(isProjectorName('contacts')).toBe(true);
    expect(isProjectorName('email-reactor')).toBe(false);
    expect(isProjectorName(3)).toBe(false);
  });
});

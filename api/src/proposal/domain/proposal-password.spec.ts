import { isProposalPassword } from './proposal-password';

describe('isProposalPassword', () => {
  it('accepts the exact password only', () => {
    expect(isProposalPassword('open-sesame-42', 'open-sesame-42')).toBe(true);
    expect(isProposalPassword('open-sesame-42', 'open-sesame-4')).toBe(false);
    expect(isProposalPassword('open-sesame-42', 'Open-sesame-42')).toBe(false);
    expect(isProposalPassword('open-sesame-42', ' open-sesame-42')).toBe(false);
    expect(isProposalPassword('open-sesame-42', 'open-sesame-42'.repeat(20))).toBe(false);
  });
});

import { AdminPassword } from './admin-password';

describe('AdminPassword', () => {
  it('accepts the configured password and nothing else', async () => {
    const announced: string[] = [];
    const password = new AdminPassword('correct-horse-battery', { warn: (m) => announced.push(m) });
    expect(await password.verify('correct-horse-battery')).toBe(true);
    expect(await password.verify('correct-horse-batter')).toBe(false);
    expect(await password.verify('')).toBe(false);
    expect(announced).toEqual([]);
  });

  it('makes a random password when none is configured and announces it once', async () => {
    const announced: string[] = [];
    const password = new AdminPassword(undefined, { warn: (m) => announced.push(m) });
    expect(announced).toHaveLength(1);
    const [, generated] = /^Admin password for this run: (\S+)$/.exec(announced[0]) ?? [];
    expect(generated.length).toBeGreaterThanOrEqual(12);
    expect(await password.verify(generated)).toBe(true);
    const other = new AdminPassword(undefined, { warn: () => undefined });
    expect(await other.verify(generated)).toBe(false);
  });
});

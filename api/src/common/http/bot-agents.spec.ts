import { isBotAgent } from './bot-agents';

const CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('isBotAgent', () => {
  it.each([CHROME, IPHONE, null, ''])('takes %p for a person', (agent) => expect(isBotAgent(agent)).toBe(false));

  it.each([
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
    'curl/8.5.0',
    'python-requests/2.31.0',
  ])('takes %p for a bot, asked twice', (agent) => {
    expect(isBotAgent(agent)).toBe(true);
    expect(isBotAgent(agent)).toBe(true);
  });
});

import type { CaughtMessage } from './mail-catcher';
import { escapeHtml, renderMessage, renderMessageList } from './mail-catcher-pages';

const HOSTILE = `<img src=x onerror="alert('x')">&`;

/** Every field a sender controls carries markup, so a single unescaped one shows up as a raw `<img`. */
const hostileMessage: CaughtMessage = {
  id: 7,
  receivedAt: new Date('2025-03-04T05:06:07Z'),
  envelopeFrom: HOSTILE,
  envelopeTo: [HOSTILE, HOSTILE],
  subject: HOSTILE,
  from: HOSTILE,
  to: HOSTILE,
  messageId: HOSTILE,
  html: HOSTILE,
  text: HOSTILE,
};

describe('mail catcher pages', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('escapes every field on the message page and inlines no HTML part', () => {
    const page = renderMessage(hostileMessage);
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;');
    expect(page).toContain('<iframe sandbox src="/messages/7/html"');
    expect(page).toContain('<time datetime="2025-03-04T05:06:07.000Z">');
  });

  it('escapes the list, shows an empty subject as such and refreshes', () => {
    const page = renderMessageList([hostileMessage, { ...hostileMessage, id: 8, subject: '' }]);
    expect(page).not.toContain('<img');
    expect(page).toContain('<meta http-equiv="refresh" content="5">');
    expect(page).toContain('(no subject)');
    expect(page.indexOf('/messages/8"')).toBeLessThan(page.indexOf('/messages/7"'));
  });

  it('says so when nothing has arrived', () => {
    expect(renderMessageList([])).toContain('No messages yet');
  });
});

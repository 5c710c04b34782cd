import type { CaughtMessage } from './mail-catcher';

/** Every value interpolated into a page goes through this: subjects, names and bodies are visitor-supplied. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Path of a message's HTML part, served on its own so the browser can sandbox it in an iframe. */
export function htmlPartPath(id: number): string {
  return `/messages/${id}/html`;
}

const STYLE = `
  body { font: 14px/1.5 system-ui, sans-serif; margin: 0; color: #1f2328; background: #f6f8fa; }
  header { background: #24292f; color: #fff; padding: 12px 24px; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  main { max-width: 1100px; margin: 24px auto; padding: 0 24px; }
  table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #d0d7de; }
  th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #d0d7de; vertical-align: top; }
  th { background: #f6f8fa; font-weight: 600; }
  a { color: #0969da; }
  h1 { font-size: 20px; margin: 0 0 16px; word-break: break-word; }
  h2 { font-size: 16px; margin: 24px 0 8px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0;
       background: #fff; border: 1px solid #d0d7de; padding: 12px; }
  dt { font-weight: 600; color: #57606a; }
  dd { margin: 0; word-break: break-word; }
  iframe { width: 100%; height: 60vh; border: 1px solid #d0d7de; background: #fff; resize: vertical; }
  pre { background: #fff; border: 1px solid #d0d7de; padding: 12px; white-space: pre-wrap; word-break: break-word; margin: 0; }
  .empty { color: #57606a; }
`;

function layout(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${extraHead}<title>${escapeHtml(title)} · Pitchlens mail catcher</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">Pitchlens mail catcher</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}

function time(date: Date): string {
  const shown = date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
  return `<time datetime="${escapeHtml(date.toISOString())}">${escapeHtml(shown)}</time>`;
}

function subjectText(message: CaughtMessage): string {
  return message.subject === '' ? '(no subject)' : message.subject;
}

/** The list, newest first; it refreshes itself so mail sent while the page is open shows up. */
export function renderMessageList(messages: readonly CaughtMessage[]): string {
  const newestFirst = [...messages].reverse();
  const rows = newestFirst
    .map(
      (message) => `<tr>
<td><a href="/messages/${escapeHtml(message.id)}">${escapeHtml(subjectText(message))}</a></td>
<td>${escapeHtml(message.to)}</td>
<td>${time(message.receivedAt)}</td>
</tr>`,
    )
    .join('\n');
  const body =
    newestFirst.length === 0
      ? '<p class="empty">No messages yet. This page refreshes every 5 seconds.</p>'
      : `<table>
<thead><tr><th>Subject</th><th>To</th><th>Received</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  const title = `Messages (${newestFirst.length})`;
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n${body}`, '<meta http-equiv="refresh" content="5">\n');
}

export function renderMessage(message: CaughtMessage): string {
  // Values are escaped here, except the date, which `time` escapes itself.
  const fields: [string, string][] = [
    ['From', escapeHtml(message.from)],
    ['To', escapeHtml(message.to)],
    ['Date', time(message.receivedAt)],
    ['Envelope from', escapeHtml(message.envelopeFrom)],
    ['Envelope to', escapeHtml(message.envelopeTo.join(', '))],
    ['Message-ID', escapeHtml(message.messageId ?? '')],
  ];
  const details = fields.map(([name, valueHtml]) => `<dt>${escapeHtml(name)}</dt><dd>${valueHtml}</dd>`).join('\n');
  // No allow-* tokens on the sandbox: the HTML part gets an opaque origin, no scripts, no forms, no popups.
  const html =
    message.html === null
      ? ''
      : `<h2>HTML</h2>\n<iframe sandbox src="${escapeHtml(htmlPartPath(message.id))}" title="HTML part" referrerpolicy="no-referrer"></iframe>`;
  const text = message.text === null ? '' : `<h2>Text</h2>\n<pre>${escapeHtml(message.text)}</pre>`;
  const empty = message.html === null && message.text === null ? '<p class="empty">This message has no body.</p>' : '';
  return layout(
    subjectText(message),
    `<p><a href="/">&larr; All messages</a></p>
<h1>${escapeHtml(subjectText(message))}</h1>
<dl>
${details}
</dl>
${html}
${text}
${empty}`,
  );
}

export function renderNotFound(): string {
  return layout('Not found', '<h1>Not found</h1>\n<p><a href="/">&larr; All messages</a></p>');
}

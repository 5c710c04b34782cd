/**
 * What every Pitchlens email shares: escaping, the single-column table layout
 * (tables and inline styles because Outlook and Gmail ignore most other CSS),
 * and small helpers for the plain-text part.
 */
import type { EmailLinks } from './types';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Quotes are escaped too, so the result is safe inside attribute values (hrefs included). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * Markup that has already been escaped. Only `html` and the helpers below make
 * one, so a raw string can never reach the output unescaped by accident.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
}

export type HtmlPart = string | number | SafeHtml | readonly HtmlPart[];

function partToHtml(part: HtmlPart): string {
  if (typeof part === 'string' || typeof part === 'number') return escapeHtml(String(part));
  if (part instanceof SafeHtml) return part.value;
  return part.map(partToHtml).join('');
}

/**
 * Tagged template for markup: every interpolated value is escaped unless it is
 * itself SafeHtml. Escaping is the default rather than something each template
 * has to remember, because names and companies come straight from visitors.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlPart[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += partToHtml(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/**
 * Visitor input can carry line breaks; in a subject they could break the
 * header and in the text part they could fake extra lines, so keep it on one.
 */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function firstNameOf(fullName: string): string {
  return oneLine(fullName).split(' ')[0] ?? '';
}

/** The site-relative links, tolerant of a configured trailing slash. */
export function siteLinks(links: EmailLinks) {
  const base = links.siteUrl.replace(/\/+$/, '');
  let host = base;
  try {
    host = new URL(base).host;
  } catch {
    // A malformed siteUrl still produces a readable footer rather than a failed send.
  }
  return {
    base,
    host,
    tacticsCsv: `${base}/api/download/tactics-csv`,
    premiumTrial: `${base}/pitchlens-premium-trial`,
    bookGiveaway: `${base}/book-giveaway`,
  };
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const TEXT_STYLE = `${FONT}font-size:16px;line-height:24px;color:#1f2937;`;
const LINK_STYLE = 'color:#2b59c3;text-decoration:underline;';

export function paragraph(content: HtmlPart): SafeHtml {
  return html`<p style="${new SafeHtml(TEXT_STYLE)}margin:0 0 16px 0;">${content}</p>`;
}

export function subheading(content: HtmlPart): SafeHtml {
  return html`<p style="${new SafeHtml(TEXT_STYLE)}margin:24px 0 8px 0;font-weight:bold;">${content}</p>`;
}

export function bulletList(items: readonly HtmlPart[]): SafeHtml {
  const rows = items.map((item) => html`\n<li style="margin:0 0 8px 0;">${item}</li>`);
  return html`<ul style="${new SafeHtml(TEXT_STYLE)}margin:0 0 16px 0;padding:0 0 0 24px;">${rows}</ul>`;
}

export function link(href: string, label: HtmlPart): SafeHtml {
  return html`<a href="${href}" style="${new SafeHtml(LINK_STYLE)}">${label}</a>`;
}

/** A table-cell button, because padding on a bare link is dropped by Outlook. */
export function button(href: string, label: string): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;">
<tr><td align="center" bgcolor="#2b59c3" style="border-radius:6px;background-color:#2b59c3;">
<a href="${href}" style="${new SafeHtml(FONT)}display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px;">${label}</a>
</td></tr>
</table>`;
}

function signOff(): SafeHtml {
  return paragraph(html`Best,<br>The Pitchlens team`);
}

const TEXT_SIGN_OFF = 'Best,\nThe Pitchlens team';

export interface LayoutParts {
  /** Also the document title; escaped here. */
  title: string;
  /** The inbox preview line; hidden in the body. */
  preheader: string;
  body: readonly SafeHtml[];
  footer: HtmlPart;
  /** Internal notifications are not signed; customer emails are. */
  signed?: boolean;
}

export function renderLayout({ title, preheader, body, footer, signed = true }: LayoutParts): string {
  // One block per line keeps lines short; SMTP caps them at 998 characters.
  const blocks = new SafeHtml([...body, ...(signed ? [signOff()] : [])].map((block) => block.value).join('\n'));
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f5f7;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td style="${new SafeHtml(FONT)}padding:24px 32px 0 32px;font-size:20px;font-weight:bold;line-height:28px;color:#111827;">Pitchlens</td></tr>
<tr><td style="padding:16px 32px 8px 32px;">
${blocks}
</td></tr>
</table>
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td style="${new SafeHtml(FONT)}padding:16px 32px;font-size:12px;line-height:18px;color:#6b7280;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`.value;
}

/** Paragraphs separated by a blank line; the footer set apart so it reads as a footer. */
export function renderText(blocks: readonly string[], footer: string, signed = true): string {
  const body = signed ? [...blocks, TEXT_SIGN_OFF] : blocks;
  return `${body.join('\n\n')}\n\n---\n${footer}\n`;
}

import { BREAKDOWN_ROWS, type BreakdownEmailData, NAMED_TECHNIQUES, PITCH_MINUTES, TRIAL_DAYS } from '@pitchlens/contracts';
import { bulletList, button, html, link, oneLine, paragraph, renderLayout, renderText, siteLinks, subheading } from './layout';
import type { EmailLinks, RenderedEmail } from './types';

/** Sent to the visitor who asked for the free pitch breakdown. */
export function renderBreakdownEmail(data: BreakdownEmailData, links: EmailLinks): RenderedEmail {
  const site = siteLinks(links);
  const firstName = oneLine(data.firstName ?? '');
  const greeting = firstName ? `Hi ${firstName},` : 'Hi there,';
  const subject = 'Your pitch breakdown is here';

  const intro = `Here's the pitch breakdown you asked for: a moment-by-moment analysis of a ${PITCH_MINUTES}-minute live sales pitch.`;
  // Mirrors the CSV's columns (timestamp, phase, technique, what_was_said, why_it_works), so the email promises what the file holds.
  const inside = [
    `${BREAKDOWN_ROWS} timestamped moments across the pitch, from the opening to the close`,
    `${NAMED_TECHNIQUES} named persuasion techniques, with what was said at each moment`,
    'A "why it works" note on every row, many with a tip for using the move on your own calls',
  ];
  const howTo = [
    'Sort the CSV by technique and pick two or three that show up often.',
    'Then listen back to a few of your own recorded calls and note where you used them, and where you could have.',
    "You'll quickly see which moves you rely on and which ones you never reach for.",
  ].join(' ');
  const trial = `If you'd rather not do that by hand, Pitchlens scores recorded sales calls with AI in about 60 seconds and gives you specific coaching feedback. You can try it free for ${TRIAL_DAYS} days.`;

  const htmlBody = renderLayout({
    title: subject,
    preheader: `${BREAKDOWN_ROWS} timestamped moments from a ${PITCH_MINUTES}-minute live pitch, plus the full written analysis.`,
    body: [
      paragraph(greeting),
      paragraph(intro),
      button(site.tacticsCsv, 'Download the tactics CSV'),
      paragraph(html`Prefer to read it? ${link(links.fullAnalysisUrl, 'Read the full written analysis')}.`),
      subheading("What's inside"),
      bulletList(inside),
      subheading('How to use it on your own calls'),
      paragraph(howTo),
      paragraph(html`${trial} ${link(site.premiumTrial, `Start your ${TRIAL_DAYS}-day trial`)}.`),
    ],
    footer: html`You're receiving this email because you requested the pitch breakdown at ${site.host}. Questions? Write to ${link(`mailto:${links.supportEmail}`, links.supportEmail)}.`,
  });

  const text = renderText(
    [
      greeting,
      intro,
      `Download the tactics CSV:\n${site.tacticsCsv}`,
      `Read the full written analysis:\n${links.fullAnalysisUrl}`,
      `What's inside:\n${inside.map((item) => `- ${item}`).join('\n')}`,
      `How to use it on your own calls:\n${howTo}`,
      `${trial}\nStart your ${TRIAL_DAYS}-day trial: ${site.premiumTrial}`,
    ],
    `You're receiving this email because you requested the pitch breakdown at ${site.host}. Questions? Write to ${links.supportEmail}.`,
  );

  return { subject, html: htmlBody, text };
}

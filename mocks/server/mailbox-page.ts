import { appConfig } from '../../src/generated/app-config.gen';
import type { MockEmail } from '../db/mock-db';
import { escapeHtml } from '../../codegen/escape-html';

function emailItem(email: MockEmail): string {
  const sent = new Date(email.sent_at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `<li class="email">
      <h2>${escapeHtml(email.subject)}</h2>
      <p>To ${escapeHtml(email.to)} · sent ${escapeHtml(sent)} UTC</p>
      <p>${escapeHtml(email.text)}</p>
      ${email.link === '' ? '' : `<p><a href="${escapeHtml(email.link)}">${escapeHtml(email.subject)}</a></p>`}
    </li>`;
}

/**
 * The stand-in mailbox (/site/mailbox): every email the embedded default "sent", newest first, so a person trying
 * the app can follow a verification link. Plain HTML from the server: no script, nothing of it in the app bundle.
 */
export function mailboxPage(emails: readonly MockEmail[], to: string | null): string {
  const shown = [...emails].reverse().filter((email) => to === null || email.to === to);
  const list =
    shown.length === 0
      ? '<p>No emails yet. Emails the app sends (such as “Verify your email address”) appear here.</p>'
      : `<ol class="emails">${shown.map(emailItem).join('')}</ol>`;
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Mailbox (stand-in) – ${escapeHtml(appConfig.productName)}</title>
    <style>
      body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; color: #0b0c0c; }
      header { background: #0b0c0c; color: #fff; padding: 0.75rem 1rem; }
      main { max-width: 40rem; padding: 1rem; margin: 0 auto; }
      .emails { list-style: none; padding: 0; }
      .email { border: 1px solid #b1b4b6; padding: 0 1rem; margin-bottom: 1rem; overflow-wrap: anywhere; }
      .email h2 { font-size: 1.25rem; }
      a { color: #1d70b8; }
    </style>
  </head>
  <body>
    <header><p>${escapeHtml(appConfig.productName)} · local stand-in mailbox</p></header>
    <main id="main">
      <h1>Mailbox</h1>
      <p>The embedded default sends no real email. Emails to every address are kept here${to === null ? '' : `; showing those to ${escapeHtml(to)}`}.</p>
      ${list}
    </main>
  </body>
</html>`;
}

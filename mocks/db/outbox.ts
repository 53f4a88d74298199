import { randomBytes } from 'node:crypto';
import type { MockEmail } from './mock-db';
import { readConnection, writeTransaction } from './store';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The one link the email asks the person to follow, relative to the app's origin; none for a notice. */
  link?: string;
}

let sent = 0;

/**
 * The embedded default sends no email: it keeps each scope's emails for the stand-in mailbox (/site/mailbox)
 * and the tests, and logs the link where the person running the server looks.
 */
export async function sendEmail(email: OutgoingEmail): Promise<void> {
  const sentAt = new Date().toISOString();
  // Ids sort as they were sent (the mailbox's order), and never collide across server instances.
  const id = `${sentAt}-${String(++sent).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
  const link = email.link ?? '';
  await writeTransaction((trx) =>
    trx
      .insertInto('emails')
      .values({ id, to_address: email.to, subject: email.subject, text: email.text, link, sent_at: sentAt })
      .execute(),
  );
  console.info(`[mailbox] to ${email.to}: ${email.subject}${link === '' ? '' : `: ${link}`} (all mail: /site/mailbox)`);
}

/** Sent emails, oldest first; to one address when `to` is given. */
export async function sentEmails(to: string | null = null, limit = 200): Promise<MockEmail[]> {
  const db = await readConnection();
  let query = db.selectFrom('emails').selectAll().orderBy('id', 'desc').limit(limit);
  if (to !== null) query = query.where('to_address', '=', to);
  const rows = await query.execute();
  return rows
    .reverse()
    .map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, text: row.text, link: row.link, sent_at: row.sent_at }));
}

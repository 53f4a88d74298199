import { updateDb } from './store';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The one link the email asks the person to follow, relative to the app's origin. */
  link: string;
}

/**
 * The embedded default sends no email: it keeps each scope's emails for the stand-in mailbox (/site/mailbox)
 * and the tests, and logs the link where the person running the server looks.
 */
export function sendEmail(email: OutgoingEmail): void {
  updateDb((db) => {
    db.emails.push({ id: `email-${db.emails.length + 1}`, ...email, sent_at: new Date().toISOString() });
  });
  console.info(`[mailbox] to ${email.to}: ${email.subject}: ${email.link} (all mail: /site/mailbox)`);
}

import { expect, type Page } from '@playwright/test';

export interface SentEmail {
  to: string;
  subject: string;
  text: string;
  /** '' for an email without a link. */
  link: string;
}

/** Every email sent to this address in the test's scope, oldest first. */
export async function emailsTo(page: Page, address: string): Promise<SentEmail[]> {
  const response = await page.request.get(`/__test__/emails?to=${encodeURIComponent(address)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { emails: SentEmail[] }).emails;
}

/** The link of the newest email to this address in the test's scope, waiting for it to be sent. */
export async function latestEmailLink(page: Page, address: string): Promise<string> {
  await expect.poll(async () => (await emailsTo(page, address)).length, { message: `an email to ${address}` }).toBeGreaterThan(0);
  const emails = await emailsTo(page, address);
  return emails[emails.length - 1]?.link ?? '';
}

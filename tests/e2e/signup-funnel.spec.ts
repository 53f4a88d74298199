import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { latestEmailLink } from './support/emails';
import { failNext, networkErrorNext } from './support/mock-api';
import { PASSWORD, PERSONAS, signIn } from './support/personas';
import { screenshotBothWidths } from './support/look';

async function createAccount(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Silva');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Sunsh1ne!');
  await page.getByLabel('I agree to the terms and conditions and privacy notice').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('sign-up: create account, verify email, pay with a discount, land on subscriptions with the success modal', async ({ page }) => {
  await page.goto('/join?funnel=signUp&type=oneOffToSubscription&product=baseline&discount_code=spring10');
  await expect(page).toHaveURL(/\/site\/join\?/);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expectNoAxeViolations(page);
  await createAccount(page, 'ana.silva@example.com');

  await expect(page).toHaveURL(/\/join\/verify\?/);
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sign-up progress' }).getByRole('listitem')).toHaveText([
    'Create account',
    'Verify email',
    'Payment',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The person opens the link their email gives them, as it is.
  await page.goto(await latestEmailLink(page, 'ana.silva@example.com'));
  await expect(page).toHaveURL(/\/join\/verify\?/);
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address is verified' })).toBeVisible();
  await screenshotBothWidths(page, 'join-verify-verified');
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/join\/payment\?/);
  const payment = new URL(page.url()).searchParams;
  expect([payment.get('funnel'), payment.get('type'), payment.get('product'), payment.get('discount_code'), payment.get('code')]).toEqual([
    'signUp',
    'oneOffToSubscription',
    'baseline',
    'SPRING10',
    null,
  ]);
  // The steps this person has seen and sees next: details redirects out (SPEC 2), so it is neither counted nor named.
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sign-up progress' }).getByRole('listitem')).toHaveText([
    'Create account',
    'Verify email',
    'Payment',
  ]);
  await expect(page.getByText('Your details')).toHaveCount(0);
  await expect(page.getByText('Code SPRING10 applied')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('£44.10');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'join-payment-steps');
  // A purchase that renews: its key terms are confirmed before paying.
  await page.getByLabel('I understand my subscription renews').check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/site\/checkout\/order-/);
  await expect(page.getByTestId('stand-in-checkout-total')).toHaveText('Amount to pay: £44.10');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/subscriptions$/);
  expect((await page.context().cookies()).filter((cookie) => cookie.name.endsWith('_discount_code'))).toEqual([]);
  const modal = page.getByRole('dialog', { name: "Success! You're now on a rolling subscription." });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toHaveCount(0);
});

test('an email already taken keeps everything typed and is not reported as an error', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (entry) => {
    if (entry.text().startsWith('[error-report]')) reports.push(entry.text());
  });
  await page.goto('/join?funnel=signUp');
  await createAccount(page, 'results@example.com');
  await expect(page.locator('.form-error')).toHaveText('Email has already been taken');
  await expect(page.locator('.field-error')).toHaveText('Email has already been taken');
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue('Ana');
  await expect(page.getByLabel('Password')).toHaveValue('Sunsh1ne!');
  expect(reports).toEqual([]);
});

test('a failed sign-up shows the catalogue fallback (500 and network failure)', async ({ page }) => {
  await page.goto('/join?funnel=signUp');
  await expect(page.getByLabel('Email')).toBeVisible();
  await failNext(page, 'post', '/v1/users', 500);
  await createAccount(page, 'someone@example.com');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await networkErrorNext(page, 'post', '/v1/users');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
});

test('cancel asks first with the safe choice focused, gives focus back, then leaves by type and product', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/join/payment?type=oneOff&product=baseline');
  const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel your purchase?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay in checkout' })).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'join-cancel-dialog');
  // Enter on what has focus keeps the person in checkout, and focus goes back to Cancel.
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/join\/payment\?/);
  await expect(cancel).toBeFocused();
  await cancel.click();
  await expect(dialog.getByRole('button', { name: 'Stay in checkout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await cancel.click();
  await dialog.getByRole('button', { name: 'Stay in checkout' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await cancel.click();
  await page.getByRole('button', { name: 'Cancel purchase' }).click();
  await expect(page).toHaveURL(/\/site\/products\/baseline$/);
});

test('discount codes: own referral code refused, panel rules, invalid codes, removal', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/join/payment?type=oneOff&product=essential');
  const code = page.getByLabel('Discount code');
  await code.fill('rosa10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Cannot use your own referral code')).toBeVisible();
  await code.fill('baseline20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText("This code can't be used for this test")).toBeVisible();
  await code.fill('nosuchcode');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This code is not valid')).toBeVisible();
  await code.fill('fiveoff');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('order-total')).toHaveText('£19.00');
  await page.getByRole('button', { name: 'Remove code' }).click();
  await expect(page.getByTestId('order-total')).toHaveText('£24.00');
});

async function payAtStandIn(page: Page, button: 'Pay' | 'Cancel') {
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/site\/checkout\/order-/);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test('a retail purchase goes to the health profile after payment', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/join/payment?type=retail&test=essential');
  await payAtStandIn(page, 'Pay');
  await expect(page).toHaveURL(/\/site\/health-profile$/);
});

test('a one-off purchase goes to the payment confirmation, keeping the query', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/join/payment?type=oneOff&product=baseline');
  await payAtStandIn(page, 'Pay');
  await expect(page).toHaveURL(/\/join\/payment-confirmation\?type=oneOff&product=baseline$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is confirmed' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('cancelling at the payment page returns to the Payment step with the discount code kept', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/join/payment?type=oneOff&product=baseline&discount_code=spring10');
  await expect(page.getByText('Code SPRING10 applied')).toBeVisible();
  await payAtStandIn(page, 'Cancel');
  await expect(page).toHaveURL(/\/join\/payment\?type=oneOff&product=baseline&discount_code=SPRING10&checkout=cancelled$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your payment was cancelled.' })).toBeVisible();
  await expect(page.getByText('Code SPRING10 applied')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('£44.10');
  // Paying after a cancel returns to the confirmation without the cancel marker.
  await payAtStandIn(page, 'Pay');
  await expect(page).toHaveURL(/\/join\/payment-confirmation\?type=oneOff&product=baseline&discount_code=SPRING10$/);
});

/** Pay now, then at the stand-in payment page the card whose bank asks the person to confirm. */
async function payWithBankConfirmation(page: Page) {
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/site\/checkout\/order-/);
  await page.getByLabel(/Visa ending 3184/).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment_authentication\/pi_/);
  await expect(page.getByText('Your bank needs you to confirm this payment of £44.10.')).toBeVisible();
}

test('a declined bank confirmation returns to the funnel’s Payment step with SPEC 8’s copy, the discount still applied, and a retry', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const query = 'funnel=signUp&type=oneOffToSubscription&product=baseline&discount_code=SPRING10';
  await signIn(page, PERSONAS.new, `/join/payment?${query}`);
  await expect(page.getByText('Code SPRING10 applied')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('I understand my subscription renews').check();
  await payWithBankConfirmation(page);
  await page.getByRole('button', { name: 'Cancel payment' }).click();

  // Back in the funnel, at its Payment step, with its query: not the shop's empty basket.
  await expect(page).toHaveURL(new RegExp(`/join/payment\\?${query}&checkout=failed$`));
  await expect(page.getByRole('alert')).toHaveText('Failed to purchase test. Please get in touch if you continue to have this issue.');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sign-up progress' }).getByText('Payment', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Your basket is empty')).toHaveCount(0);
  await expect(page.getByText('Code SPRING10 applied')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('£44.10');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'join-payment-declined');

  // The retry: the bank confirms this time, and the funnel's own after-payment step follows.
  await page.getByLabel('I understand my subscription renews').check();
  await payWithBankConfirmation(page);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/shop\/subscriptions$/);
  await expect(page.getByRole('dialog', { name: "Success! You're now on a rolling subscription." })).toBeVisible();
});

test('a checkout session that cannot be created shows the catalogue copy and keeps the order (500 and network failure)', async ({
  page,
}) => {
  await signIn(page, PERSONAS.new, '/join/payment?type=oneOff&product=baseline');
  await page.getByLabel('Discount code').fill('spring10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('order-total')).toHaveText('£44.10');
  for (const fail of [
    () => failNext(page, 'post', '/v1/checkout_sessions', 500),
    () => networkErrorNext(page, 'post', '/v1/checkout_sessions'),
  ]) {
    await fail();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to purchase test. Please get in touch if you continue to have this issue.');
    await expect(page).toHaveURL(/\/join\/payment\?/);
    await expect(page.getByLabel('Discount code')).toHaveValue('spring10');
    await expect(page.getByTestId('order-total')).toHaveText('£44.10');
  }
  await payAtStandIn(page, 'Pay');
  await expect(page).toHaveURL(/\/join\/payment-confirmation\?type=oneOff&product=baseline$/);
});

test('email verification: an expired link (410) offers a new one', async ({ page }) => {
  await signIn(page, PERSONAS.unverified, '/health-scores/longevity');
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto('/verify-email?code=expired-code');
  await expect(page.getByRole('alert')).toHaveText('This verification link has expired. We can send you a new one.');
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText("We've sent you a new link. Please check your inbox.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test('email verification: signed out with an expired link, sign in and come back to get a new one', async ({ page }) => {
  await page.goto('/verify-email?code=expired-code');
  await expect(page.getByRole('alert')).toHaveText('This verification link has expired. We can send you a new one.');
  await expect(page.getByRole('button', { name: 'Send a new link' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign in to get a new link' }).click();
  await expect(page).toHaveURL(/\/site\/login\?redirectTo=/);
  await page.getByLabel('Email').fill(PERSONAS.unverified);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/verify-email\?code=expired-code$/);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText("We've sent you a new link. Please check your inbox.")).toBeVisible();
});

test('email verification: a new person’s link verifies them and the banner goes', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/health-scores/longevity');
  await expect(page.locator('[data-banner="email-verification"]')).toBeVisible();
  await page.goto('/verify-email?code=valid-code');
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address is verified' })).toBeVisible();
  await expect(page.locator('[data-banner="email-verification"]')).toHaveCount(0);
});

test('email verification: a failure other than 410 is reported, and a failed resend shows the catalogue copy', async ({ page }) => {
  await signIn(page, PERSONAS.new, '/health-scores/longevity');
  await expect(page.locator('[data-banner="email-verification"]')).toBeVisible();
  // In-app navigation keeps the per-page override (a page load would drop it).
  await failNext(page, 'post', '/v1/email_verification_codes/verify', 500, [{ detail: 'boom' }]);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/verify-email?code=valid-code');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('alert')).toHaveText("We couldn't verify your email address. Please try the link again or send a new one.");
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address is verified' })).toHaveCount(0);
  await failNext(page, 'post', '/v1/email_verification_codes', 500);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.locator('.verify-email__resend')).toHaveText(
    'Unfortunately there was an error, please try refreshing the page or if the problem persists please get in touch.',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.locator('.verify-email__resend')).toHaveText("We've sent you a new link. Please check your inbox.");
});

/** In-app navigation (the history API), as the app moves between pages without a page load. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a new link asked for at the Verify step brings the person back into their funnel too', async ({ page }) => {
  await page.goto('/join?funnel=signUp&type=retail&test=essential&discount_code=fiveoff');
  await createAccount(page, 'retail.buyer@example.com');
  await expect(page).toHaveURL(/\/join\/verify\?/);
  const first = await latestEmailLink(page, 'retail.buyer@example.com');
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText("We've sent you a new link. Please check your inbox.")).toBeVisible();
  const resent = await latestEmailLink(page, 'retail.buyer@example.com');
  expect(resent).not.toBe(first);
  // The person opens the newest email's link.
  await page.goto(resent);
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address is verified' })).toBeVisible();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByText("We've sent you a new link. Please check your inbox.")).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/join\/payment\?/);
  const query = new URL(page.url()).searchParams;
  expect([query.get('funnel'), query.get('type'), query.get('test'), query.get('discount_code'), query.get('code')]).toEqual([
    'signUp',
    'retail',
    'essential',
    'FIVEOFF',
    null,
  ]);
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByText('Code FIVEOFF applied')).toBeVisible();
});

test('a new-link notice belongs to its code: another code’s page starts afresh', async ({ page }) => {
  await signIn(page, PERSONAS.unverified, '/verify-email?code=expired-code');
  await expect(page.getByRole('alert')).toHaveText('This verification link has expired. We can send you a new one.');
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText("We've sent you a new link. Please check your inbox.")).toBeVisible();
  await navigateInApp(page, '/verify-email?code=another-code');
  await expect(page.getByRole('alert')).toHaveText("We couldn't verify your email address. Please try the link again or send a new one.");
  await expect(page.getByText("We've sent you a new link. Please check your inbox.")).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/code=expired-code$/);
  await expect(page.getByRole('alert')).toHaveText('This verification link has expired. We can send you a new one.');
  await expect(page.getByText("We've sent you a new link. Please check your inbox.")).toHaveCount(0);
});

test('a discount code on the entry link is kept for 30 days, upper-cased, for someone who signs in instead of joining', async ({
  page,
}) => {
  await page.goto('/join?funnel=signUp&type=oneOff&product=baseline&discount_code=spring10');
  await expect(page).toHaveURL(/\/site\/join\?.*discount_code=SPRING10/);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name.endsWith('_discount_code'));
  expect(cookie?.value).toBe('SPRING10');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  // They already have an account, so they sign in on the marketing site and go to checkout without the code in the link.
  await signIn(page, PERSONAS.new, '/join/payment?type=oneOff&product=baseline');
  await expect(page.getByText('Code SPRING10 applied')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('£44.10');
});

test('a discount code is shown as it will be used, and the text "undefined" is no code', async ({ page }) => {
  await signIn(page, PERSONAS.results, '/health-scores/longevity?discount_code=spring10');
  await expect(page.getByText('Your discount code SPRING10 will be applied at checkout.')).toBeVisible();
  await expect(page).toHaveURL(/discount_code=SPRING10$/);
  await page.goto('/health-scores/longevity?discount_code=undefined');
  await expect(page.getByRole('heading', { level: 1, name: 'Health scores' })).toBeVisible();
  await expect(page).toHaveURL(/\/health-scores\/longevity$/);
  await expect(page.locator('[data-banner="discount"]')).toHaveCount(0);
  await expect(page.getByText('undefined')).toHaveCount(0);
  await page.goto('/join/payment?type=oneOff&product=essential&discount_code=undefined');
  await expect(page.getByLabel('Discount code')).toHaveValue('SPRING10');
  await expect(page.getByText('undefined')).toHaveCount(0);
});

test('a double-click on Pay now opens one checkout session', async ({ page }) => {
  const sessions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/checkout_sessions') sessions.push(request.url());
  });
  await signIn(page, PERSONAS.new, '/join/payment?type=oneOff&product=baseline');
  await page.getByRole('button', { name: 'Pay now' }).dblclick();
  await expect(page).toHaveURL(/\/site\/checkout\/order-/);
  expect(sessions).toHaveLength(1);
});

test('a name of only spaces asks for the name', async ({ page }) => {
  await page.goto('/join?funnel=signUp');
  const firstName = page.getByLabel('First name');
  await firstName.fill('   ');
  await firstName.blur();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page.getByText('Please only enter alphabetic characters and dashes')).toHaveCount(0);
});

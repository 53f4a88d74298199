import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { failNext, networkErrorNext } from './support/mock-api';
import { PERSONAS, signIn } from './support/personas';

async function openSettings(page: Page) {
  await signIn(page, PERSONAS.results, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('personal details validate on blur with the spec’s messages and save', async ({ page }) => {
  await openSettings(page);
  await expectNoAxeViolations(page);
  const personal = section(page, 'Personal details');
  const firstName = personal.getByLabel('First name');
  await expect(firstName).toHaveValue('Rosa');
  await firstName.fill('R0sa');
  await firstName.blur();
  await expect(personal.getByText('Please only enter alphabetic characters and dashes')).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await firstName.fill('');
  await firstName.blur();
  await expect(personal.getByText('The first name field is required')).toBeVisible();
  await firstName.fill('   ');
  await firstName.blur();
  await expect(personal.getByText('The first name field is required')).toBeVisible();
  await expect(personal.getByText('Please only enter alphabetic characters and dashes')).toHaveCount(0);
  await firstName.fill('Róisín-Mary O’Neil');
  await firstName.blur();
  await expect(personal.locator('.field-error')).toHaveCount(0);
  await personal.getByRole('button', { name: 'Save personal details' }).click();
  await expect(personal.getByRole('status')).toHaveText('Your changes have been saved.');
  await page.reload();
  await expect(section(page, 'Personal details').getByLabel('First name')).toHaveValue('Róisín-Mary O’Neil');
});

test('a failed submit focuses the error summary and keeps what was typed', async ({ page }) => {
  await openSettings(page);
  const password = section(page, 'Password');
  await password.getByLabel('New password').fill('short');
  await password.getByRole('button', { name: 'Change password' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Please enter your current password');
  await expect(summary).toContainText('Passwords must contain at least 8 characters.');
  await expect(password.getByLabel('New password')).toHaveValue('short');
  await expectNoAxeViolations(page);
});

test('server field errors land on their field (422 with a pointer)', async ({ page }) => {
  await openSettings(page);
  const password = section(page, 'Password');
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password').fill('NewPassw0rd!');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.locator('.field-error')).toHaveText('Current password is incorrect');
  const summary = password.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Current password is incorrect' })).toHaveAttribute(
    'href',
    '#change-password_current_password',
  );
  // SPEC section 8: settings forms show the fixed message, not the server's detail.
  await expect(password.locator('.form-error')).toHaveText('An error occurred, please try again');
  await expect(password.getByLabel('Current password')).toHaveValue('not-my-password');
  await expect(password.getByLabel('New password')).toHaveValue('NewPassw0rd!');
});

test('a 500 shows the catalogue fallback and a network failure too, keeping the values', async ({ page }) => {
  await openSettings(page);
  const contact = section(page, 'Contact details');
  await contact.getByLabel('Phone number').fill('+44 7700 900999');
  await failNext(page, 'patch', '/v1/user', 500, [{ detail: 'PG::ConnectionBad' }]);
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(contact.getByRole('alert')).toHaveText('An error occurred, please try again');
  await expect(contact.getByLabel('Phone number')).toHaveValue('+44 7700 900999');
  await networkErrorNext(page, 'patch', '/v1/user');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(contact.getByRole('alert')).toHaveText('An error occurred, please try again');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(contact.getByRole('status')).toHaveText('Your changes have been saved.');
  await page.reload();
  await expect(section(page, 'Contact details').getByLabel('Phone number')).toHaveValue('07700900999');
});

test('the postcode lookup fills the address', async ({ page }) => {
  await openSettings(page);
  const addressCard = section(page, 'Address');
  await addressCard.getByLabel('Address line 2').fill('Flat 3');
  await addressCard.getByLabel('Address line 3').fill('Old Quarter');
  const lookup = addressCard.getByLabel('Find your address by postcode');
  await lookup.fill('nope');
  await addressCard.getByRole('button', { name: 'Find address' }).click();
  await expect(addressCard.getByRole('alert')).toHaveText('Please enter a valid postcode');
  await lookup.fill('SW1A 1AA');
  await failNext(page, 'get', '/v1/addresses', 500);
  await addressCard.getByRole('button', { name: 'Find address' }).click();
  await expect(addressCard.getByRole('alert')).toHaveText('An error occurred, please try again');
  await networkErrorNext(page, 'get', '/v1/addresses');
  await addressCard.getByRole('button', { name: 'Find address' }).click();
  await expect(addressCard.getByRole('alert')).toHaveText('An error occurred, please try again');
  await expect(lookup).toHaveValue('SW1A 1AA');
  await addressCard.getByRole('button', { name: 'Find address' }).click();
  await addressCard.getByRole('button', { name: '2 Station Road, London, SW1A 1AA' }).click();
  await expect(addressCard.getByLabel('Address line 1')).toHaveValue('2 Station Road');
  await expect(addressCard.getByLabel('Address line 2')).toHaveValue('');
  await expect(addressCard.getByLabel('Address line 3')).toHaveValue('');
  await expect(addressCard.getByLabel('Postcode', { exact: true })).toHaveValue('SW1A 1AA');
  await addressCard.getByRole('button', { name: 'Save address' }).click();
  await expect(addressCard.getByRole('status')).toHaveText('Your changes have been saved.');
});

test('marketing preferences save and the payment method shows', async ({ page }) => {
  await openSettings(page);
  const marketing = section(page, 'Marketing preferences');
  await expect(marketing.getByLabel('Send me news and offers by email')).toBeChecked();
  await marketing.getByLabel('Show me offers based on my health profile').check();
  await marketing.getByRole('button', { name: 'Save preferences' }).click();
  await expect(marketing.getByRole('status')).toHaveText('Your changes have been saved.');
  await expect(section(page, 'Payment method')).toContainText('VISA ending 4242');
});

test('a person without a saved card sees no error (404 ignored)', async ({ page }) => {
  await signIn(page, PERSONAS.tfp, '/settings');
  await expect(section(page, 'Payment method')).toContainText('You have no saved payment method.');
  await expect(page.locator('[data-banner="generic-error"]')).toHaveCount(0);
});

test('deleting the account needs the typed phrase, then acknowledges the scheduled deletion', async ({ page }) => {
  await openSettings(page);
  await page.getByRole('button', { name: 'Delete account' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Permanently delete your account?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type I agree to confirm').fill('i agree');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type I agree to confirm').fill('I agree');
  await expect(confirm).toBeEnabled();
  await expectNoAxeViolations(page);
  await confirm.click();
  const done = page.getByRole('alertdialog', { name: 'We’ve scheduled your account for deletion' });
  await done.getByRole('button', { name: 'OK, got it' }).click();
  await expect(page).toHaveURL(/\/site\/overview$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/site\/login/);
});

test('personal details: a 422 lands on its field and a 500 shows the catalogue copy, keeping the values', async ({ page }) => {
  await openSettings(page);
  const personal = section(page, 'Personal details');
  await personal.getByLabel('First name').fill('Rosalind');
  await failNext(page, 'patch', '/v1/user', 422, [{ detail: 'First name is too long', pointer: '/data/attributes/first_name' }]);
  await personal.getByRole('button', { name: 'Save personal details' }).click();
  await expect(personal.locator('.field-error')).toHaveText('First name is too long');
  await expect(personal.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  const summary = personal.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'First name is too long' })).toHaveAttribute('href', '#personal-details_first_name');
  await expect(personal.locator('.form-error')).toHaveText('An error occurred, please try again');
  await expect(personal.getByLabel('First name')).toHaveValue('Rosalind');
  await failNext(page, 'patch', '/v1/user', 500, [{ detail: 'PG::ConnectionBad' }]);
  await personal.getByRole('button', { name: 'Save personal details' }).click();
  await expect(personal.locator('.form-error')).toHaveText('An error occurred, please try again');
  await expect(personal.locator('.field-error')).toHaveCount(0);
  await expect(personal.getByLabel('First name')).toHaveValue('Rosalind');
  await expect(personal.getByLabel('Last name')).toHaveValue('Lindqvist');
  await expectNoAxeViolations(page);
});

test('address: a 422 lands on the postcode and a 500 shows the catalogue copy, keeping the values', async ({ page }) => {
  await openSettings(page);
  const addressCard = section(page, 'Address');
  const postcode = addressCard.getByLabel('Postcode', { exact: true });
  await addressCard.getByLabel('Address line 2').fill('Flat 3');
  await postcode.fill('BS1 5XX');
  await failNext(page, 'patch', '/v1/user', 422, [
    { detail: 'Postcode is not in our delivery area', pointer: '/data/attributes/address/postcode' },
  ]);
  await addressCard.getByRole('button', { name: 'Save address' }).click();
  await expect(addressCard.locator('.field-error')).toHaveText('Postcode is not in our delivery area');
  await expect(addressCard.locator('.form-error')).toHaveText('An error occurred, please try again');
  await expect(postcode).toHaveValue('BS1 5XX');
  await failNext(page, 'patch', '/v1/user', 500);
  await addressCard.getByRole('button', { name: 'Save address' }).click();
  await expect(addressCard.locator('.form-error')).toHaveText('An error occurred, please try again');
  await expect(postcode).toHaveValue('BS1 5XX');
  await expect(addressCard.getByLabel('Address line 2')).toHaveValue('Flat 3');
  await expectNoAxeViolations(page);
});

test('marketing preferences: a 422 lands on its field and a 500 shows the catalogue copy, keeping the choices', async ({ page }) => {
  await openSettings(page);
  const marketing = section(page, 'Marketing preferences');
  const offers = marketing.getByLabel('Show me offers based on my health profile');
  await offers.check();
  await failNext(page, 'patch', '/v1/user_preferences/:id', 422, [
    { detail: 'Personalised offers are not available', pointer: '/data/attributes/personalised_offers' },
  ]);
  await marketing.getByRole('button', { name: 'Save preferences' }).click();
  await expect(marketing.locator('.field-error')).toHaveText('Personalised offers are not available');
  await expect(marketing.locator('.form-error')).toHaveText('An error occurred, please try again');
  await expect(offers).toBeChecked();
  await failNext(page, 'patch', '/v1/user_preferences/:id', 500);
  await marketing.getByRole('button', { name: 'Save preferences' }).click();
  await expect(marketing.locator('.form-error')).toHaveText('An error occurred, please try again');
  await expect(offers).toBeChecked();
  await expect(marketing.getByLabel('Send me news and offers by email')).toBeChecked();
  await expectNoAxeViolations(page);
});

test('deleting the account: a 500 and a network failure keep the typed phrase and show the catalogue copy', async ({ page }) => {
  await openSettings(page);
  await page.getByRole('button', { name: 'Delete account' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Permanently delete your account?' });
  const phrase = dialog.getByLabel('Type I agree to confirm');
  await phrase.fill('I agree');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await failNext(page, 'delete', '/v1/user', 500, [{ detail: 'boom' }]);
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('An error occurred, please try again');
  await expect(phrase).toHaveValue('I agree');
  await expect(confirm).toBeEnabled();
  await networkErrorNext(page, 'delete', '/v1/user');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('An error occurred, please try again');
  await expect(phrase).toHaveValue('I agree');
  await expectNoAxeViolations(page);
  await confirm.click();
  await expect(page.getByRole('alertdialog', { name: 'We’ve scheduled your account for deletion' })).toBeVisible();
});

test('after saving, the phone field shows the number as it was saved', async ({ page }) => {
  await openSettings(page);
  const contact = section(page, 'Contact details');
  const phone = contact.getByLabel('Phone number');
  await phone.fill('+44 7700 900555');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(contact.getByRole('status')).toHaveText('Your changes have been saved.');
  await expect(phone).toHaveValue('07700900555');
  // Typing again is kept as typed until the next save.
  await phone.fill('07700 900 556');
  await expect(phone).toHaveValue('07700 900 556');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(phone).toHaveValue('07700900556');
  await page.reload();
  await expect(section(page, 'Contact details').getByLabel('Phone number')).toHaveValue('07700900556');
});

test('a double-click on a settings Save sends one update', async ({ page }) => {
  const updates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/v1/user') updates.push(request.url());
  });
  await openSettings(page);
  const personal = section(page, 'Personal details');
  await personal.getByLabel('Last name').fill('Lindqvist-Berg');
  await personal.getByRole('button', { name: 'Save personal details' }).dblclick();
  await expect(personal.getByRole('status')).toHaveText('Your changes have been saved.');
  expect(updates).toHaveLength(1);
});

import { expect, test } from '@playwright/test';
import { expectShell, openFromSidebar, signInThroughForm } from '../support/portal';

// CN1006 (Arjun Singh) is erased for good: no later spec or flow signs in as them (the spec files run in name order).
const CONNECTOR = 'CN1006';
const NAME = 'Arjun Singh';
/** Where the screenshots of the new screens go when SCREENSHOT_DIR is set (for looking at them, not for comparing). */
const SHOTS = process.env.SCREENSHOT_DIR;

test(`${CONNECTOR} asks for erasure from My Profile; AD3001 erases them in People; ${CONNECTOR} can no longer sign in`, async ({ page, browser }) => {
  await signInThroughForm(page, CONNECTOR);
  await expectShell(page);
  await openFromSidebar(page, 'My Profile');
  const card = page.getByRole('heading', { name: 'Correct or erase my data' });
  // The cards above it (the tax details) load after the page's first frame and push it down: a click
  // while they arrive can start on the button and end beside it.
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  // So does the consent card just above it, which reads its state only once it comes near the screen:
  // bring the button there first and let that card fill in before clicking.
  await card.scrollIntoViewIfNeeded();
  await expect(page.getByText(/^You agreed to the privacy notice/)).toBeVisible();
  await page.getByRole('button', { name: 'Make a request' }).click();
  await expect(page.getByText('You have not made any requests.')).toBeVisible();
  await page.getByRole('radio', { name: 'Erase my data' }).check();
  await page.getByRole('textbox', { name: /Details/ }).fill('I no longer work with the company. Please erase my data.');
  await page.getByRole('button', { name: 'Ask to erase my data' }).click();
  await expect(page.getByText('Your request has been sent. You will get a notification confirming it.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Erasure · asked' })).toContainText('Open');
  if (SHOTS) {
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/profile-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/profile-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  const staff = await browser.newContext();
  const review = await staff.newPage();
  await signInThroughForm(review, 'AD3001');
  await expect(review.getByRole('button', { name: 'Logout' })).toBeVisible();
  await review.goto('/back-office/people');
  const section = review.getByRole('region', { name: /Privacy requests/ });
  await section.getByRole('button', { name: `Erase: ${NAME}'s erasure request` }).click();
  const dialog = review.getByRole('dialog', { name: `Erase ${NAME} (${CONNECTOR})` });
  await expect(dialog.getByText(`The name becomes "Erased user ${CONNECTOR}"`, { exact: false })).toBeVisible();
  await expect(dialog.getByText(/Verified KYC documents \(4\), held until/)).toBeVisible();
  if (SHOTS) {
    await review.screenshot({ path: `${SHOTS}/people-dialog-1280.png` });
    await review.setViewportSize({ width: 390, height: 844 });
    await review.screenshot({ path: `${SHOTS}/people-dialog-390.png` });
    await review.setViewportSize({ width: 1280, height: 800 });
  }
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Erased at the person\'s request.');
  await dialog.getByRole('button', { name: 'Erase this person' }).click();
  await expect(review.getByText(`${NAME} (${CONNECTOR}) was erased.`)).toBeVisible();
  await expect(section.getByText(`Erased user ${CONNECTOR}`).first()).toBeVisible();
  if (SHOTS) {
    await section.scrollIntoViewIfNeeded();
    await review.screenshot({ path: `${SHOTS}/people-section-1280.png`, fullPage: true });
    await review.setViewportSize({ width: 390, height: 844 });
    await review.screenshot({ path: `${SHOTS}/people-section-390.png`, fullPage: true });
  }
  await staff.close();

  // The erased account answers like any wrong password.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughForm(page, CONNECTOR);
  await expect(page.getByText('Invalid employee ID or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

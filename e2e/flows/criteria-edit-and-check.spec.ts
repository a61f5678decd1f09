// Issue 8 end to end, on the real API: AD3001 raises a bank's minimum CIBIL score through the Loan
// Criteria Edit dialog, and the eligibility check that listed the bank now puts it under
// "Not eligible" with the CIBIL reason. It changes seeded criteria, so it runs in the "flows"
// project, after the tests that read the seeded ones; it puts the old value back at the end.
import { expect, test, type Page } from '@playwright/test';
import { openFromSidebar, signInThroughForm } from '../support/portal';

const BANK = 'HDFC Bank';
const SEEDED_MIN_CIBIL = '720'; // api/src/seed/criteria-data.ts, HDFC Bank personal loan
const RAISED_MIN_CIBIL = '780';
const APPLICANT_CIBIL = '750';

async function checkPersonalEligibility(page: Page): Promise<void> {
  await openFromSidebar(page, 'Eligibility Check');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: /Personal/ }).check();
  await main.getByLabel('Age (years)').fill('32');
  await main.getByLabel(/CIBIL Score/).fill(APPLICANT_CIBIL);
  await main.getByLabel('Location').selectOption('METRO');
  await main.getByLabel('Required Loan Amount (₹)').fill('500000');
  await main.getByLabel('Required Tenure (months)').fill('36');
  await main.getByLabel(/Recent DPDs/).fill('0');
  await main.getByLabel(/CIBIL Enquiries/).fill('1');
  await main.getByLabel('Monthly Income (₹)').fill('90000');
  await main.getByLabel('Employment Vintage (months)').fill('48');
  await main.getByLabel('Company Type').selectOption('PRIVATE_LIMITED');
  await main.getByRole('button', { name: 'Check Eligibility' }).click();
}

async function setMinimumCibil(page: Page, value: string): Promise<void> {
  await openFromSidebar(page, 'Loan Products');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: `Edit ${BANK}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Update the loan criteria details below.')).toBeVisible();
  await dialog.getByLabel('Minimum CIBIL Score').fill(value);
  await dialog.getByRole('button', { name: 'Update Loan' }).click();
  // Title and text in one look at the toast: it closes by itself after a few seconds.
  const toast = page.locator('[data-scope="toast"][data-part="root"]', { hasText: 'Updated Successfully' });
  await expect(toast).toContainText(/Updated Successfully\s*Loan criteria has been updated successfully\./);
  await expect(dialog).toBeHidden();
}

test('AD3001 raises HDFC Bank\'s minimum CIBIL score; the check then lists HDFC Bank under "Not eligible" with the CIBIL reason', async ({ page }) => {
  await signInThroughForm(page, 'AD3001');
  await expect(page).toHaveURL(/\/dashboard$/);

  await checkPersonalEligibility(page);
  const results = page.getByRole('region', { name: 'Eligible Banks' });
  await expect(results.getByRole('button', { name: new RegExp(BANK) })).toBeVisible();

  await setMinimumCibil(page, RAISED_MIN_CIBIL);
  try {
    await checkPersonalEligibility(page);
    await expect(results.getByRole('button', { name: /Up to/ }).first()).toBeVisible();
    await expect(results.getByRole('button', { name: new RegExp(`^${BANK}`) })).toHaveCount(0);
    await results.getByRole('button', { name: /Not eligible/ }).click();
    await expect(results.getByRole('list', { name: `Why ${BANK} is not eligible` })).toContainText(
      `CIBIL score ${APPLICANT_CIBIL} is below the minimum ${RAISED_MIN_CIBIL}`,
    );
  } finally {
    await setMinimumCibil(page, SEEDED_MIN_CIBIL);
  }
});

test('a connector sees the loan criteria without Add criteria or Edit', async ({ page }) => {
  await signInThroughForm(page, 'CN1001');
  await openFromSidebar(page, 'Loan Products');
  const main = page.getByRole('main');
  await expect(main.getByText(BANK).first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add criteria' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});

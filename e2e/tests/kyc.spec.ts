import { expect, test } from '@playwright/test';
import { solidPng } from '../support/png';
import { approvePendingKyc, expectShell, signInThroughForm } from '../support/portal';

const SLOTS: { label: string; file: string; colour: [number, number, number] }[] = [
  { label: 'Aadhar Front', file: 'aadhar-front.png', colour: [200, 60, 60] },
  { label: 'Aadhar Back', file: 'aadhar-back.png', colour: [60, 200, 60] },
  { label: 'PAN Front', file: 'pan-front.png', colour: [60, 60, 200] },
  { label: 'PAN Back', file: 'pan-back.png', colour: [200, 200, 60] },
];

test('CN1002 uploads four images, waits for review, and reaches the shell once AD3001 approves', async ({ page, request }) => {
  await signInThroughForm(page, 'CN1002');
  await expect(page.getByText('KYC Verification Required')).toBeVisible();

  await expect(page.getByRole('button', { name: 'Submit Documents' })).toBeVisible();
  for (const slot of SLOTS) {
    await page.getByLabel(slot.label, { exact: true }).setInputFiles({ name: slot.file, mimeType: 'image/png', buffer: solidPng(96, 64, slot.colour) });
    await expect(page.getByRole('img', { name: `${slot.label} preview` })).toBeVisible();
  }

  // Hold the upload request until the in-flight state has been seen, so it cannot flash by unseen.
  let releaseUpload: () => void = () => undefined;
  const uploadReleased = new Promise<void>((resolve) => {
    releaseUpload = resolve;
  });
  await page.route('**/channel_partner/kyc/upload/', async (route) => {
    if (route.request().method() === 'POST') await uploadReleased;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit Documents' }).click();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  const uploadAnswer = page.waitForResponse((response) => response.url().includes('/channel_partner/kyc/upload/') && response.request().method() === 'POST');
  releaseUpload();
  expect((await uploadAnswer).ok()).toBe(true);
  await expect(page.getByText('KYC Verification In Progress')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });

  await approvePendingKyc(request, 'CN1002');

  await page.reload();
  await expectShell(page);
  await expect(page.getByText('Welcome back, Priya Nair')).toBeVisible();
});

test('CN1003 sees that the KYC was rejected, with the reason', async ({ page }) => {
  await signInThroughForm(page, 'CN1003');
  await expect(page.getByText('Your KYC was rejected')).toBeVisible();
  await expect(page.getByText('PAN image is blurred')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload New Documents' })).toBeVisible();
});

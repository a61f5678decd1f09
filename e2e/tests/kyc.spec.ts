import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { HOST_URL } from '../support/environment';
import { solidPng } from '../support/png';
import { expectShell, signInThroughForm } from '../support/portal';

const SLOTS: { label: string; file: string; colour: [number, number, number] }[] = [
  { label: 'Aadhar Front', file: 'aadhar-front.png', colour: [200, 60, 60] },
  { label: 'Aadhar Back', file: 'aadhar-back.png', colour: [60, 200, 60] },
  { label: 'PAN Front', file: 'pan-front.png', colour: [60, 60, 200] },
  { label: 'PAN Back', file: 'pan-back.png', colour: [200, 200, 60] },
];

/** Choose the four images on the KYC screen and submit them. */
async function uploadFourImages(page: Page, shade = 0): Promise<void> {
  for (const slot of SLOTS) {
    const [r, g, b] = slot.colour;
    await page.getByLabel(slot.label, { exact: true }).setInputFiles({ name: slot.file, mimeType: 'image/png', buffer: solidPng(96, 64, [r - shade, g, b]) });
    await expect(page.getByRole('img', { name: `${slot.label} preview` })).toBeVisible();
  }
}

/** As AD3001 on the KYC Review screen: open the connector's pending submission and check its four images. */
async function openPendingSubmission(review: Page, employeeId: string, name: string): Promise<void> {
  await review.goto('/back-office/kyc');
  await expect(review.getByRole('heading', { name: 'KYC Review' })).toBeVisible();
  await expect(review.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
  const search = review.getByRole('searchbox', { name: 'Search by connector' });
  await search.fill(employeeId);
  await search.press('Enter');
  await review.getByRole('button', { name, exact: true }).click();
  const details = review.getByRole('region', { name: 'Submission details' });
  for (const label of ['Aadhaar front', 'Aadhaar back', 'PAN front', 'PAN back']) {
    await expect(details.getByRole('img', { name: `${label} of ${name}` })).toBeVisible();
  }
}

/**
 * Where an element is once it has stopped moving: the dialog's scroll bar appears when the image has
 * laid out at its full height, which moves the centred image sideways by half the bar's width, and a
 * drag measured before that lands a few pixels off.
 */
async function settledBox(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let previous = await element.boundingBox();
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await element.page().waitForTimeout(100);
    const current = await element.boundingBox();
    if (current !== null && JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  throw new Error('the image to mask did not stop moving');
}

/**
 * As AD3001 on the open submission: mask the Aadhaar number on both sides before approving, the front
 * by dragging a box with the mouse, the back with Add box and the keyboard.
 */
async function maskBothAadhaarSides(review: Page): Promise<void> {
  const details = review.getByRole('region', { name: 'Submission details' });
  await details.getByRole('button', { name: 'Mask Aadhaar number: Aadhaar front' }).click();
  const front = review.getByRole('dialog', { name: 'Mask the Aadhaar number — Aadhaar front' });
  await expect(front.getByRole('img', { name: 'Aadhaar front of Priya Nair' })).toBeVisible();
  const canvas = await settledBox(front.getByTestId('mask-canvas'));
  await review.mouse.move(canvas.x + canvas.width * 0.1, canvas.y + canvas.height * 0.4);
  await review.mouse.down();
  await review.mouse.move(canvas.x + canvas.width * 0.7, canvas.y + canvas.height * 0.65, { steps: 5 });
  await review.mouse.up();
  await expect(front.getByRole('button', { name: /^Box 1: 10% from the left, 40% from the top/ })).toBeVisible();
  await front.getByRole('button', { name: 'Save mask' }).click();
  await expect(front).toBeHidden();
  await expect(details.getByText('Masked by Anjali Desai')).toBeVisible();

  await details.getByRole('button', { name: 'Mask Aadhaar number: Aadhaar back' }).click();
  const back = review.getByRole('dialog', { name: 'Mask the Aadhaar number — Aadhaar back' });
  await back.getByRole('button', { name: 'Add box' }).click();
  const box = back.getByRole('button', { name: /^Box 1:/ });
  await expect(box).toBeFocused();
  await review.keyboard.press('ArrowUp');
  await review.keyboard.press('Shift+ArrowRight');
  await expect(box).toHaveAccessibleName('Box 1: 30% from the left, 44% from the top, 41% wide, 10% high');
  await back.getByRole('button', { name: 'Save mask' }).click();
  await expect(back).toBeHidden();
  await expect(details.getByText('Masked by Anjali Desai')).toHaveCount(2);
}

test('CN1002 agrees to the privacy notice and uploads KYC; AD3001 rejects it with a reason on KYC Review; CN1002 sees the reason and uploads again; AD3001 masks the Aadhaar number and approves; CN1002 reaches the dashboard', async ({ page, browser }) => {
  // Two people's whole round of uploads and reviews in one test: on a 2-core CI machine, beside the
  // unit and API tests, it takes over the default minute without anything being wrong.
  test.setTimeout(180_000);
  // CN1002 signs in for the first time: the privacy notice comes before anything else.
  await signInThroughForm(page, 'CN1002');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'grievance@connectorportal.in' })).toBeVisible();
  const notice = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(notice.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page.getByText('KYC Verification Required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Documents' })).toBeVisible();
  await uploadFourImages(page);

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

  // The back office, in a browser of its own.
  const staff = await browser.newContext({ baseURL: HOST_URL, viewport: { width: 1280, height: 800 } });
  const review = await staff.newPage();
  await signInThroughForm(review, 'AD3001');
  await expect(review).toHaveURL(/\/dashboard$/);
  await openPendingSubmission(review, 'CN1002', 'Priya Nair');
  await review.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = review.getByRole('dialog', { name: 'Reject KYC of Priya Nair' });
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject.getByText('Enter the reason for rejecting.')).toBeVisible();
  await reject.getByLabel('Reason').fill('Aadhaar back image is cut off at the edge');
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject).toBeHidden();
  await expect(review.getByText('KYC rejected for Priya Nair.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Your KYC was rejected')).toBeVisible();
  await expect(page.getByText('Reason: Aadhaar back image is cut off at the edge')).toBeVisible();
  await page.getByRole('button', { name: 'Upload New Documents' }).click();
  await uploadFourImages(page, 40);
  await page.getByRole('button', { name: 'Submit Documents' }).click();
  await expect(page.getByText('KYC Verification In Progress')).toBeVisible();

  await openPendingSubmission(review, 'CN1002', 'Priya Nair');
  // Approval waits for the Aadhaar number to be masked on both sides.
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  const unmasked = review.getByRole('alertdialog', { name: 'Approve KYC of Priya Nair?' });
  await expect(unmasked.getByText('Mask the Aadhaar number on both sides before approving.').first()).toBeVisible();
  await expect(unmasked.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
  await unmasked.getByRole('button', { name: 'Cancel' }).click();
  await expect(unmasked).toBeHidden();
  await maskBothAadhaarSides(review);
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = review.getByRole('alertdialog', { name: 'Approve KYC of Priya Nair?' });
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approve).toBeHidden();
  await expect(review.getByText('KYC approved for Priya Nair.')).toBeVisible();
  await review.getByRole('tab', { name: /^Approved/ }).click();
  await expect(review.getByRole('button', { name: 'Priya Nair', exact: true }).first()).toBeVisible();
  await staff.close();

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

test("a director sees who opened a submission's images, and the connector sees on My Profile who viewed theirs (without addresses)", async ({ page, browser }) => {
  // DR4001 opens CN1001's approved submission: four reads, each recorded before the image is served.
  await signInThroughForm(page, 'DR4001');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/back-office/kyc');
  await page.getByRole('tab', { name: /^Approved/ }).click();
  const search = page.getByRole('searchbox', { name: 'Search by connector' });
  await search.fill('CN1001');
  await search.press('Enter');
  await page.getByRole('button', { name: 'Aarav Sharma', exact: true }).click();
  const details = page.getByRole('region', { name: 'Submission details' });
  await expect(details.getByRole('img', { name: 'PAN back of Aarav Sharma' })).toBeVisible();
  const history = details.getByRole('region', { name: 'Access history' });
  await history.getByRole('button', { name: 'Show access history' }).click();
  const reads = history.getByRole('listitem').filter({ hasText: 'Rajesh Kapoor (DR4001)' });
  await expect(reads.filter({ hasText: 'PAN back · KYC review, after the decision' }).first()).toBeVisible();
  await expect(reads.first()).toContainText(/from (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);

  // CN1001, in a browser of their own.
  const own = await browser.newContext({ baseURL: HOST_URL, viewport: { width: 390, height: 844 } });
  const connector = await own.newPage();
  await signInThroughForm(connector, 'CN1001');
  await expect(connector).toHaveURL(/\/dashboard$/);
  await connector.goto('/profile');
  const card = connector.getByRole('heading', { level: 2, name: 'Who has viewed your documents' }).locator('xpath=ancestor::*[contains(@class, "chakra-card__root")][1]');
  await card.getByRole('button', { name: 'Show' }).click();
  const view = card.getByRole('listitem').filter({ hasText: 'Rajesh Kapoor' }).filter({ hasText: 'PAN back · KYC review, after the decision' }).first();
  await expect(view).toBeVisible();
  await expect(view).toContainText('Director');
  await expect(card).not.toContainText('127.0.0.1');
  await own.close();
});

/** The names and bytes of the files in a ZIP archive stored without compression (the export). */
function zipFiles(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const files = new Map<string, Buffer>();
  let at = archive.readUInt32LE(end + 16);
  for (let index = 0; index < archive.readUInt16LE(end + 10); index += 1) {
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    files.set(archive.subarray(at + 46, at + 46 + nameLength).toString('utf8'), archive.subarray(start, start + archive.readUInt32LE(at + 20)));
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return files;
}

test('a connector downloads everything the portal holds about them from My Profile: the data as JSON and their KYC images', async ({ page }) => {
  await signInThroughForm(page, 'CN1005');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^connector-portal-data-CN1005-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = zipFiles(fs.readFileSync(await download.path()));
  const data = JSON.parse(files.get('my-data.json')?.toString('utf8') ?? '{}');
  expect(data.profile).toMatchObject({ employee_id: 'CN1005', role: 'connector' });
  const images = [...files.keys()].filter((name) => name.startsWith('kyc/'));
  expect(images).toHaveLength(4);
  for (const name of images) expect(files.get(name)?.subarray(1, 4).toString('latin1')).toBe('PNG');
});

#!/usr/bin/env node
/**
 * A lead's documents on a phone (docs/lead-documents.md, "What it costs"): figures only, never a
 * pass/fail on time.
 *
 *   node e2e/bench/lead-documents.mjs [--runs 3]      (part of `npm run bench`)
 *
 * 1. Uploading a 4 MB phone photo (4000 × 3000 JPEG) from the lead page at 390 × 844, as CN1001: the
 *    bytes the browser sends after compressing it, and the time from choosing the file to its page being
 *    on the screen (compression, upload, the server's checks, thumbnail and vault, the answer drawn).
 * 2. Viewing a 20-page bank statement PDF in the back office's viewer at 390 × 844, as AD3001: the time
 *    from pressing View to the first PDF page drawn (pdf.js and its worker loaded on first use, the PDF
 *    read, page 1 drawn), in a fresh browser (cold) and then again in the same page (warm).
 *
 * Each is measured twice: on this machine as it is, and as a phone (Lighthouse's mobile throttling: the
 * CPU 4× slower, 150 ms round trips, 1.6 Mbit/s down and 750 kbit/s up, through the DevTools protocol).
 * It needs the production builds (`node scripts/build.mjs`) and starts a portal of its own on the default
 * ports + 600 (LD_<port variable> to change one): PGlite, demo data.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { benchPortal } from './bench-servers.mjs';
import { leadWithPages, pagePhoto, statementPdf } from './lead-samples.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');
const args = process.argv.slice(2);
const RUNS = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 3);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const PROFILES = {
  'this machine': null,
  'phone (4x CPU, 150 ms, 1.6/0.75 Mbit/s)': { cpu: 4, latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 },
};

const portal = benchPortal({ root: ROOT, portOffset: 600, envPrefix: 'LD_', label: 'node e2e/bench/lead-documents.mjs' });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** A page of a fresh context, signed in as `employeeId` (tokens in the host origin's localStorage), throttled as `profile`. */
async function signedInPage(browser, employeeId, profile) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const tokens = await portal.signIn(employeeId);
  await page.goto(`${portal.hostUrl}/health`);
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem('cp.access', access);
    localStorage.setItem('cp.refresh', refresh);
  }, tokens);
  if (profile) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: profile.latency, downloadThroughput: profile.download, uploadThroughput: profile.upload });
  }
  return { context, page };
}

async function uploadPhoto(browser, profile, photo) {
  const { leadId, document } = await leadWithPages(portal, 'CN1001', []);
  const { context, page } = await signedInPage(browser, 'CN1001', profile);
  try {
    await page.goto(`${portal.hostUrl}/lead/${leadId}`);
    const choose = page.getByRole('button', { name: `Choose files for ${document}` });
    await choose.waitFor({ timeout: 120_000 });
    const pages = page.locator(`li[data-document="${document}"]`).getByRole('list', { name: `${document} pages` }).getByRole('listitem');
    const before = await pages.count();
    const chooser = page.waitForEvent('filechooser');
    await choose.click();
    const answered = page.waitForResponse((response) => response.url().endsWith(`/leads/leads/${leadId}/documents/pages/`) && response.request().method() === 'POST', { timeout: 300_000 });
    const started = Date.now();
    await (await chooser).setFiles({ name: 'IMG_20261201_101500.jpg', mimeType: 'image/jpeg', buffer: photo });
    const response = await answered;
    await pages.nth(before).getByRole('img').waitFor({ timeout: 120_000 });
    const elapsed = Date.now() - started;
    if (response.status() !== 201) throw new Error(`the upload answered ${response.status()}: ${await response.text()}`);
    const sent = (await response.json()).page;
    return { elapsed, sentBytes: sent.size, width: sent.width, height: sent.height };
  } finally {
    await context.close();
  }
}

async function viewStatement(browser, profile, leadId, document) {
  const { context, page } = await signedInPage(browser, 'AD3001', profile);
  try {
    await page.goto(`${portal.hostUrl}/back-office/leads/${leadId}`);
    const view = page.getByRole('button', { name: `View ${document}, page 1` });
    await view.waitFor({ timeout: 120_000 });
    const times = [];
    for (const round of ['cold', 'warm']) {
      // The closing dialog's backdrop leaves after the dialog: the timer starts once View can be pressed.
      await view.click({ trial: true });
      const started = Date.now();
      await view.click();
      const dialog = page.getByRole('dialog', { name: document });
      // Drawn, not merely placed: the canvas is aria-busy until pdf.js has finished page 1.
      await dialog.locator('canvas[aria-busy="false"]').and(dialog.getByRole('img', { name: `${document}, PDF page 1 of 20` })).waitFor({ timeout: 120_000 });
      times.push(Date.now() - started);
      if (round === 'cold') {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    }
    return { cold: times[0], warm: times[1] };
  } finally {
    await context.close();
  }
}

async function main() {
  await portal.start();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const photo = await pagePhoto(4000, 3000, 87);
    const statement = statementPdf(20);
    const { leadId, document } = await leadWithPages(portal, 'CN1001', [{ bytes: statement, type: 'application/pdf', name: 'statement-mar-2026.pdf' }]);
    console.log(`photo: 4000 × 3000 JPEG of ${megabytes(photo.length)}; statement: a 20-page PDF of ${megabytes(statement.length)}; ${RUNS} runs each, medians`);
    const rows = [];
    for (const [name, profile] of Object.entries(PROFILES)) {
      const uploads = [];
      const views = [];
      for (let run = 0; run < RUNS; run += 1) {
        uploads.push(await uploadPhoto(browser, profile, photo));
        views.push(await viewStatement(browser, profile, leadId, document));
      }
      rows.push({
        name,
        sent: median(uploads.map((upload) => upload.sentBytes)),
        size: `${uploads[0].width} × ${uploads[0].height}`,
        upload: median(uploads.map((upload) => upload.elapsed)),
        cold: median(views.map((view) => view.cold)),
        warm: median(views.map((view) => view.warm)),
      });
    }
    console.log('\n| as | photo sent | its pixels | choose → page shown | statement: View → PDF page 1 (cold) | again (warm) |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(`| ${row.name} | ${megabytes(row.sent)} | ${row.size} | ${seconds(row.upload)} | ${seconds(row.cold)} | ${seconds(row.warm)} |`);
  } finally {
    await browser.close();
    portal.stop();
  }
}

main().catch((error) => {
  console.error(error);
  portal.stop();
  process.exit(1);
});

// A remote built against a platform the running host does not provide must not run: the federation
// runtime refuses the shared module (strictVersion), the page's import fails, and the host shows the
// area's fallback. Here remote-notifications is built (in a copy) against shared-ui 1.1.0, i.e. it
// may use a name the host's shared-ui 1.0.0 lacks, and served in place of the real one.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildCopy, copyApp } from '../support/appCopy';
import { REPO_ROOT } from '../support/environment';
import { expectShell, openFromSidebar, signInThroughForm } from '../support/portal';
import { restoreServer, serveOtherBuild } from '../support/servers';

const UNAVAILABLE = 'Notifications and profile is unavailable right now.';

function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

test('a remote built against a newer shared-ui than the host provides shows the fallback instead of running', async ({ page }) => {
  test.setTimeout(300_000);
  const hostVersion = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared-ui', 'package.json'), 'utf8')) as { version: string }).version;
  const builtAgainst = nextMinor(hostVersion);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const copy = copyApp('remote-notifications', { platformVersions: { 'shared-ui': builtAgainst } });
  try {
    await buildCopy(copy);
    const manifest = JSON.parse(fs.readFileSync(path.join(copy.distDir, 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string; requiredVersion: string }[];
    };
    expect(manifest.shared.find((shared) => shared.name === 'shared-ui')?.requiredVersion).toBe(`^${builtAgainst}`);
    await serveOtherBuild('remote-notifications', copy.distDir);

    await signInThroughForm(page, 'CN1001');
    await expectShell(page);
    await openFromSidebar(page, 'My Profile');
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toHaveCount(0);
    // The first of shared-ui's entries the page asks for is refused (its texts' entry, shared-ui/i18n, comes first).
    expect(errors.join('\n')).toMatch(new RegExp(`shared-ui(/[\\w-]+)? does not satisfy .* needs \\^${builtAgainst.replace(/\./g, '\\.')}`));

    // The rest of the portal is unaffected.
    await openFromSidebar(page, 'Dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome back, Aarav Sharma' })).toBeVisible();
  } finally {
    await restoreServer('remote-notifications');
    copy.remove();
  }

  // The same page with the remote built against the host's platform works.
  await page.reload();
  await openFromSidebar(page, 'My Profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});

// A remote is deployed on its own: a changed remote-core is built alone and its server restarted
// serving the new build, and the host that is already running (not rebuilt, not restarted) shows
// the change on the next page load. The change is made in a copy of remote-core, so the working
// tree and remote-core/dist are never written to; the real remote-core server is back afterwards.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildCopy, copyApp, hashTree, sourcesContaining } from '../support/appCopy';
import { REPO_ROOT } from '../support/environment';
import { signInThroughForm } from '../support/portal';
import { SERVICE_NAMES, isRunning, restoreServer, serveOtherBuild, serverPid } from '../support/servers';

/** A text remote-core renders on the dashboard (searched for: remote-core's folders move). */
const VISIBLE_TEXT = 'Welcome back';

test('a rebuilt remote-core reaches the running host on the next page load, without touching the host', async ({ page }) => {
  test.setTimeout(300_000);
  const hostDist = path.join(REPO_ROOT, 'host', 'dist');
  const remoteDist = path.join(REPO_ROOT, 'remote-core', 'dist');
  const hostFilesBefore = hashTree(hostDist);
  const remoteFilesBefore = hashTree(remoteDist);
  const otherServers = SERVICE_NAMES.filter((name) => name !== 'remote-core');
  const pidsBefore = otherServers.map(serverPid);
  const marker = `redeployed ${Date.now().toString(36)}`;

  const copy = copyApp('remote-core');
  try {
    const files = sourcesContaining(path.join(copy.appDir, 'src'), VISIBLE_TEXT);
    expect(files, `the remote-core source that renders "${VISIBLE_TEXT}"`).toHaveLength(1);
    const source = fs.readFileSync(files[0], 'utf8');
    fs.writeFileSync(files[0], source.replace(VISIBLE_TEXT, `${VISIBLE_TEXT} (${marker})`));

    await signInThroughForm(page, 'CN1001');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Aarav Sharma' })).toBeVisible();

    await buildCopy(copy);
    await serveOtherBuild('remote-core', copy.distDir);

    await page.reload();
    await expect(page.getByRole('heading', { name: `Welcome back (${marker}), Aarav Sharma` })).toBeVisible();
    expect(otherServers.map(serverPid), `${otherServers.join(', ')} were not restarted`).toEqual(pidsBefore);
    for (const pid of pidsBefore) expect(isRunning(pid)).toBe(true);
  } finally {
    await restoreServer('remote-core');
    copy.remove();
  }
  expect(hashTree(hostDist), 'host/dist is untouched').toEqual(hostFilesBefore);
  expect(hashTree(remoteDist), 'remote-core/dist is untouched').toEqual(remoteFilesBefore);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Aarav Sharma' })).toBeVisible();
});

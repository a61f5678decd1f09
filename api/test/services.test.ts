// The API's services are named plugins that declare what they need: registered without it, the app
// refuses to start (instead of failing on the first request that reaches for the missing piece).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessService } from '../src/services/access';
import { otpService } from '../src/services/otp';
import { runtimeService } from '../src/services/runtime';
import { FEATURE_ROUTES } from '../src/features/feature-routes';
import { loadConfig } from '../src/config';
import { systemClock } from '../src/clock';

describe('services', () => {
  it.each([
    ['access', accessService],
    ['otp', otpService],
  ] as const)('%s refuses to start without the database service', async (_name, service) => {
    const app = Fastify();
    await app.register(runtimeService, { config: loadConfig(), clock: systemClock });
    await expect(app.register(service, { jwtSecret: 'x'.repeat(32) })).rejects.toThrow(/database/);
    await app.close();
  });

  it('lists each routes plugin once, and every feature folder with routes', () => {
    const plugins = FEATURE_ROUTES.map((entry) => entry.routes);
    expect(new Set(plugins).size).toBe(plugins.length);
    const featuresFolder = path.join(import.meta.dirname, '../src/features');
    const foldersWithRoutes = readdirSync(featuresFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => readdirSync(path.join(featuresFolder, entry.name), { recursive: true }).some((file) => /(^|[-/])routes\.ts$/.test(String(file))))
      .map((entry) => entry.name);
    expect(foldersWithRoutes.length).toBeGreaterThan(10);
    expect([...new Set(FEATURE_ROUTES.map((entry) => entry.feature))].sort()).toEqual(foldersWithRoutes.sort());
    expect(FEATURE_ROUTES.filter((entry) => entry.developmentOnly).map((entry) => entry.feature)).toEqual(['otp']);
  });
});

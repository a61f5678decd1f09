// docker-compose.yml is checked without Docker: it must be a valid Compose file (the Compose
// Specification's JSON schema, vendored in e2e/compose/compose-spec.json), every service needs a
// health check, and every service built from this repository must run exactly a command that
// `npm start` runs natively (scripts/lib/services.mjs is the one list both use).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { NATIVE_SERVICE_COMMANDS, REMOTES, SERVICES } from '../../scripts/lib/services.mjs';
import { E2E_DIR, REPO_ROOT } from '../support/environment';

interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  command?: string | string[] | null;
  healthcheck?: { test?: string | string[]; disable?: boolean | string };
  ports?: (string | number | { target?: number | string; published?: number | string })[];
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition: string }>;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
}

const composeText = fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText) as ComposeFile;
const schema = JSON.parse(fs.readFileSync(path.join(E2E_DIR, 'compose', 'compose-spec.json'), 'utf8')) as Record<string, unknown>;

function composeValidator() {
  // The schema declares draft-07 under an https $schema URI that ajv does not know by that name.
  const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

function environmentOf(service: ComposeService): Record<string, string> {
  const env: Record<string, string> = {};
  if (Array.isArray(service.environment)) {
    for (const entry of service.environment) {
      const [key, ...rest] = entry.split('=');
      env[key] = rest.join('=');
    }
  } else {
    for (const [key, value] of Object.entries(service.environment ?? {})) env[key] = value === null ? '' : String(value);
  }
  return env;
}

/** The final stage's CMD of a Dockerfile, in exec (JSON array) form, as one string. */
function dockerfileCommand(dockerfilePath: string): string {
  const lines = fs.readFileSync(dockerfilePath, 'utf8').split('\n');
  const cmdLines = lines.filter((line) => /^\s*CMD\s/i.test(line));
  expect(cmdLines.length, `${dockerfilePath} has a CMD`).toBeGreaterThan(0);
  const last = cmdLines[cmdLines.length - 1].replace(/^\s*CMD\s+/i, '').trim();
  expect(last.startsWith('['), `${dockerfilePath}: CMD in exec form`).toBe(true);
  return (JSON.parse(last) as string[]).join(' ');
}

function commandOf(name: string, service: ComposeService): string {
  if (service.command) return Array.isArray(service.command) ? service.command.join(' ') : service.command;
  const build = typeof service.build === 'string' ? { context: service.build } : service.build ?? {};
  const dockerfile = path.join(REPO_ROOT, build.context ?? '.', build.dockerfile ?? 'Dockerfile');
  expect(fs.existsSync(dockerfile), `${name}: ${dockerfile} exists`).toBe(true);
  return dockerfileCommand(dockerfile);
}

test('docker-compose.yml is valid against the Compose Specification schema', () => {
  const validate = composeValidator();
  const valid = validate(compose);
  expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
  expect(valid).toBe(true);
});

test('the schema check rejects an invalid Compose file', () => {
  const validate = composeValidator();
  const broken = structuredClone(compose) as ComposeFile & Record<string, unknown>;
  broken.services.api = { ...broken.services.api, healthcheck: { ...broken.services.api.healthcheck, interval: 5 } as never };
  expect(validate(broken)).toBe(false);
  expect(validate({ ...compose, servicez: {} })).toBe(false);
});

test('every compose service has a health check', () => {
  for (const [name, service] of Object.entries(compose.services)) {
    expect(service.healthcheck, `${name} has a healthcheck`).toBeDefined();
    expect(service.healthcheck?.disable ?? false, `${name} healthcheck enabled`).toBe(false);
    const check = service.healthcheck?.test;
    expect(Array.isArray(check) ? check.join(' ') : check ?? '', `${name} healthcheck test`).toMatch(/\S/);
  }
});

test('postgres, the API and the four front-end servers are each a service of their own', () => {
  expect(Object.keys(compose.services).sort()).toEqual(['postgres', ...SERVICES.map((s: { name: string }) => s.name)].sort());
  expect(compose.services.postgres.image).toMatch(/^postgres:16/);
  const builtFromRepo = Object.entries(compose.services).filter(([, service]) => service.build !== undefined).map(([name]) => name);
  expect(builtFromRepo.sort()).toEqual(SERVICES.map((s: { name: string }) => s.name).sort());
});

test("every service built from this repository runs a command that `npm start` also runs", () => {
  expect(NATIVE_SERVICE_COMMANDS).toContain('node api/dist/server.js');
  for (const service of SERVICES as { name: string; command: string[] }[]) {
    const composeService = compose.services[service.name];
    expect(composeService, `compose service ${service.name}`).toBeDefined();
    const command = commandOf(service.name, composeService);
    expect(NATIVE_SERVICE_COMMANDS, `${service.name} runs "${command}"`).toContain(command);
    expect(command).toBe(service.command.join(' '));
  }
});

test('each service publishes its default port, and the API and host are configured through the environment', () => {
  for (const service of SERVICES as { name: string; defaultPort: number }[]) {
    const ports = (compose.services[service.name].ports ?? []).map((port) => (typeof port === 'object' ? `${port.published}:${port.target}` : String(port)));
    expect(ports, `${service.name} ports`).toContain(`${service.defaultPort}:${service.defaultPort}`);
  }
  const api = compose.services.api;
  expect(environmentOf(api).DATABASE_URL).toMatch(/^postgres(ql)?:\/\/[^@]+@postgres:5432\//);
  expect(api.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  const hostEnv = environmentOf(compose.services.host);
  expect(hostEnv.API_URL).toMatch(/^https?:\/\//);
  for (const remote of REMOTES as { urlEnv: string }[]) expect(hostEnv[remote.urlEnv], remote.urlEnv).toMatch(/\/mf-manifest\.json$/);
});

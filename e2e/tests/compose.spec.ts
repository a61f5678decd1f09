// docker-compose.yml is checked without Docker: it must be a valid Compose file (the Compose
// Specification's JSON schema, vendored in e2e/compose/compose-spec.json), every service needs a
// health check, and every service built from this repository must run exactly the command that
// `npm start` runs natively (services.json through scripts/lib/services.mjs is the one list both
// use); the front ends are built from frontend.Dockerfile with their APP. The API runs as two replicas
// behind the `proxy` service (nginx with deploy/nginx/portal.conf.template, the same template the
// replicas test stage renders natively), which alone publishes the API's port. The one-shot `migrate`
// service applies the migrations before the replicas start, which connect as a role without DDL rights.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { PROXY_RATE_LIMIT } from '../../scripts/lib/nginx.mjs';
import { FRONTEND_APPS, NATIVE_SERVICE_COMMANDS, REMOTES, SERVICES } from '../../scripts/lib/services.mjs';
import { E2E_DIR, REPO_ROOT } from '../support/environment';

interface ComposeBuild {
  context?: string;
  dockerfile?: string;
  args?: Record<string, string>;
}
interface ComposeService {
  image?: string;
  build?: string | ComposeBuild;
  command?: string | string[] | null;
  healthcheck?: { test?: string | string[]; disable?: boolean | string };
  ports?: (string | number | { target?: number | string; published?: number | string })[];
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  volumes?: (string | { type?: string; source?: string; target?: string; read_only?: boolean })[];
  expose?: (string | number)[];
  restart?: string;
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

const FRONTEND_DOCKERFILE = 'frontend.Dockerfile';

/** The final stage's CMD of a Dockerfile, as written (exec form: a JSON array). */
function dockerfileCmd(dockerfilePath: string): string[] {
  if (!fs.existsSync(dockerfilePath)) throw new Error(`${path.relative(REPO_ROOT, dockerfilePath)} does not exist`);
  const lines = fs.readFileSync(dockerfilePath, 'utf8').split('\n');
  const cmdLines = lines.filter((line) => /^\s*CMD\s/i.test(line));
  if (cmdLines.length === 0) throw new Error(`${dockerfilePath} has no CMD`);
  const last = cmdLines[cmdLines.length - 1].replace(/^\s*CMD\s+/i, '').trim();
  if (!last.startsWith('[')) throw new Error(`${dockerfilePath}: CMD is not in exec form`);
  return JSON.parse(last) as string[];
}

/** `sh -c "exec <command>"` with the build arguments substituted, as the command it runs. */
function commandOfCmd(cmd: string[], buildArgs: Record<string, string>): string {
  const [shell, flag, script] = cmd;
  if (cmd.length !== 3 || shell !== 'sh' || flag !== '-c') return cmd.join(' ');
  return script
    .replace(/^exec\s+/, '')
    .replace(/"?\$\{?([A-Z_]+)\}?"?/g, (_match, name: string) => buildArgs[name] ?? `<unset ${name}>`);
}

function buildOf(service: ComposeService): ComposeBuild {
  return typeof service.build === 'string' ? { context: service.build } : service.build ?? {};
}

function dockerfileOf(service: ComposeService): string {
  const build = buildOf(service);
  return path.join(REPO_ROOT, build.context ?? '.', build.dockerfile ?? 'Dockerfile');
}

/** What a container of the service runs: compose `command`, else its Dockerfile's CMD. */
function commandOf(service: ComposeService): string {
  if (service.command) return Array.isArray(service.command) ? service.command.join(' ') : service.command;
  return commandOfCmd(dockerfileCmd(dockerfileOf(service)), buildOf(service).args ?? {});
}

type NativeService = { name: string; kind: string; command: string[] };

/** Every way a compose file can drift from the native services: one line per problem. */
function driftFromNativeServices(file: ComposeFile): string[] {
  const problems: string[] = [];
  for (const service of SERVICES as NativeService[]) {
    const composeService = file.services[service.name];
    if (!composeService) {
      problems.push(`${service.name}: no compose service`);
      continue;
    }
    const native = service.command.join(' ');
    const check = (what: () => void) => {
      try {
        what();
      } catch (error) {
        problems.push(`${service.name}: ${(error as Error).message}`);
      }
    };
    check(() => {
      const command = commandOf(composeService);
      if (command !== native) problems.push(`${service.name} runs "${command}", npm start runs "${native}"`);
    });
    if (service.kind === 'api') continue;
    const build = buildOf(composeService);
    if (build.dockerfile !== FRONTEND_DOCKERFILE) problems.push(`${service.name} is built from ${build.dockerfile}, not ${FRONTEND_DOCKERFILE}`);
    if (build.args?.APP !== service.name) problems.push(`${service.name} builds APP=${build.args?.APP}`);
    // The image's own default command (docker run without compose) must agree as well.
    check(() => {
      const imageDefault = commandOfCmd(dockerfileCmd(dockerfileOf(composeService)), build.args ?? {});
      if (imageDefault !== native) problems.push(`${service.name}: the image's CMD runs "${imageDefault}"`);
    });
  }
  return problems;
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

/** A service that runs once and exits (`restart: "no"`): a health check has nothing to watch on it. */
const isOneShot = (service: ComposeService) => service.restart === 'no';

test('every long-running compose service has a health check', () => {
  for (const [name, service] of Object.entries(compose.services)) {
    if (isOneShot(service)) continue;
    expect(service.healthcheck, `${name} has a healthcheck`).toBeDefined();
    expect(service.healthcheck?.disable ?? false, `${name} healthcheck enabled`).toBe(false);
    const check = service.healthcheck?.test;
    expect(Array.isArray(check) ? check.join(' ') : check ?? '', `${name} healthcheck test`).toMatch(/\S/);
  }
});

test('postgres, the migration step, the proxy, the API and the four front-end servers are each a service of their own', () => {
  expect(Object.keys(compose.services).sort()).toEqual(['migrate', 'postgres', 'proxy', ...SERVICES.map((s: { name: string }) => s.name)].sort());
  expect(compose.services.postgres.image).toMatch(/^postgres:16/);
  const builtFromRepo = Object.entries(compose.services).filter(([, service]) => service.build !== undefined).map(([name]) => name);
  expect(builtFromRepo.sort()).toEqual(['migrate', ...SERVICES.map((s: { name: string }) => s.name)].sort());
});

test('migrate runs once, as the owner, before the replicas, which connect as the runtime role without migrating', () => {
  const migrate = compose.services.migrate;
  const api = compose.services.api;
  expect(isOneShot(migrate)).toBe(true);
  // The API's image and a command api/build.mjs builds (api/test/migrate-step.test.ts runs the same code natively).
  expect(buildOf(migrate)).toEqual(buildOf(api));
  expect(commandOf(migrate)).toBe('node api/dist/migrate.js');
  expect(fs.readFileSync(path.join(REPO_ROOT, 'api', 'build.mjs'), 'utf8')).toMatch(/migrate: new URL\('\.\/src\/cli\/migrate-main\.ts'/);
  expect(migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  expect(api.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, migrate: { condition: 'service_completed_successfully' } });
  const migrateEnv = environmentOf(migrate);
  const apiEnv = environmentOf(api);
  expect(migrateEnv.DATABASE_URL).toMatch(/^postgres:\/\/portal:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/connector_portal$/);
  expect(migrateEnv.DATABASE_RUNTIME_ROLE).toBe('portal_runtime');
  expect(migrateEnv.DATABASE_RUNTIME_PASSWORD).toMatch(/^\$\{POSTGRES_RUNTIME_PASSWORD:\?/);
  expect(apiEnv.DATABASE_URL).toMatch(/^postgres:\/\/portal_runtime:\$\{POSTGRES_RUNTIME_PASSWORD:\?[^}]*\}@postgres:5432\/connector_portal$/);
  expect(apiEnv.MIGRATE_ON_START).toBe('false');
});

test("every service built from this repository runs exactly the command `npm start` runs", () => {
  expect(NATIVE_SERVICE_COMMANDS).toContain('node api/dist/server.js');
  expect(NATIVE_SERVICE_COMMANDS).toContain('node scripts/serve-static.mjs remote-core');
  expect(driftFromNativeServices(compose)).toEqual([]);
});

test('the drift check notices a wrong command, a wrong build argument and a per-app Dockerfile', () => {
  const broken = structuredClone(compose);
  broken.services['remote-core'].command = ['node', 'scripts/serve-static.mjs', 'host'];
  buildOf(broken.services['remote-eligibility']).args = { APP: 'remote-notifications' };
  delete broken.services['remote-notifications'].command;
  broken.services.host.build = { ...buildOf(broken.services.host), dockerfile: 'host/Dockerfile' };
  const problems = driftFromNativeServices(broken);
  expect(problems).toContain('remote-core runs "node scripts/serve-static.mjs host", npm start runs "node scripts/serve-static.mjs remote-core"');
  expect(problems).toContain('remote-eligibility builds APP=remote-notifications');
  expect(problems).toContain('host is built from host/Dockerfile, not frontend.Dockerfile');
  expect(problems).toContain('host: host/Dockerfile does not exist');
  // Without `command`, the image's own CMD (with APP substituted) is what runs: still the right one.
  expect(problems.filter((problem) => problem.startsWith('remote-notifications'))).toEqual([]);
});

test('the four front ends share one Dockerfile, parameterised by APP', () => {
  const dockerfile = fs.readFileSync(path.join(REPO_ROOT, FRONTEND_DOCKERFILE), 'utf8');
  const stages = dockerfile.split(/^FROM\s/m).slice(1);
  expect(stages).toHaveLength(2);
  for (const stage of stages) expect(stage).toMatch(/^ARG APP$/m);
  expect(dockerfile).toMatch(/--filter "\$\{APP\}\.\.\."/);
  expect(dockerfile).toMatch(/^COPY --from=build \/repo\/\$\{APP\}\/dist \.\/\$\{APP\}\/dist$/m);
  expect(dockerfile).toMatch(/^COPY --from=build \/repo\/services\.json /m);
  for (const app of FRONTEND_APPS as string[]) expect(fs.existsSync(path.join(REPO_ROOT, app, 'Dockerfile')), `${app}/Dockerfile`).toBe(false);
});

const publishedPorts = (service: ComposeService): string[] =>
  (service.ports ?? []).map((port) => (typeof port === 'object' ? `${port.published}:${port.target}` : String(port)));

test('each front end publishes its default port, the proxy publishes the API port, and the API and host are configured through the environment', () => {
  for (const service of SERVICES as { name: string; kind: string; defaultPort: number }[]) {
    if (service.kind === 'api') {
      expect(compose.services.api.ports ?? [], 'the api replicas publish no port (two replicas cannot share one)').toEqual([]);
      expect(publishedPorts(compose.services.proxy), 'proxy ports').toContain(`${service.defaultPort}:${service.defaultPort}`);
      continue;
    }
    expect(publishedPorts(compose.services[service.name]), `${service.name} ports`).toContain(`${service.defaultPort}:${service.defaultPort}`);
  }
  const api = compose.services.api;
  expect(environmentOf(api).DATABASE_URL).toMatch(/^postgres(ql)?:\/\/[^@]+@postgres:5432\//);
  // Every replica reads the documents any other stored, and the master keys come from the operator, never a default.
  expect(environmentOf(api).VAULT_STORE).toBe('database');
  expect(environmentOf(api).VAULT_MASTER_KEYS).toMatch(/^\$\{VAULT_MASTER_KEYS:\?/);
  expect(environmentOf(api).JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
  // The database password too: required of the operator in both places that use it, never a default.
  expect(environmentOf(compose.services.postgres as ComposeService).POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  expect(environmentOf(compose.services.migrate).DATABASE_URL).toMatch(/^postgres:\/\/portal:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\//);
  const hostEnv = environmentOf(compose.services.host);
  expect(hostEnv.API_URL).toMatch(/^https?:\/\//);
  // The grievance officer is the operator's, never a default, and the same in the API's notice and on the sign-in pages.
  for (const name of ['GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL', 'GRIEVANCE_OFFICER_PHONE']) {
    expect(environmentOf(api)[name], name).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
    expect(hostEnv[name], name).toBe(environmentOf(api)[name]);
  }
  for (const remote of REMOTES as { urlEnv: string }[]) expect(hostEnv[remote.urlEnv], remote.urlEnv).toMatch(/\/mf-manifest\.json$/);
});

const NGINX_TEMPLATE = 'deploy/nginx/portal.conf.template';

/** Every way the proxy/replica shape can be wrong: one line per problem. */
function proxyShapeProblems(file: ComposeFile): string[] {
  const problems: string[] = [];
  const api = file.services.api;
  const proxy = file.services.proxy;
  if (!proxy) return ['no proxy service'];
  const apiPort = (SERVICES as { name: string; defaultPort: number }[]).find((s) => s.name === 'api')?.defaultPort;
  if ((api.deploy?.replicas ?? 1) !== 2) problems.push(`api has ${api.deploy?.replicas ?? 1} replica(s), not 2`);
  if ((api.ports ?? []).length > 0) problems.push('api publishes a port');
  if (!/^nginx:/.test(proxy.image ?? '')) problems.push(`proxy image is ${proxy.image}, not nginx`);
  if (proxy.build !== undefined) problems.push('proxy is built, not the nginx image');
  const mounts = (proxy.volumes ?? []).map((volume) => (typeof volume === 'string' ? volume : `${volume.source}:${volume.target}`));
  if (!mounts.some((mount) => mount.startsWith(`./${NGINX_TEMPLATE}:/etc/nginx/templates/`) && /\.template(:ro)?$/.test(mount))) {
    problems.push(`proxy does not mount ${NGINX_TEMPLATE} into /etc/nginx/templates/`);
  }
  const env = environmentOf(proxy);
  if (env.API_UPSTREAM !== `api:${apiPort}`) problems.push(`proxy API_UPSTREAM is ${env.API_UPSTREAM}, not api:${apiPort}`);
  if (!publishedPorts(proxy).includes(`${apiPort}:${env.PROXY_PORT}`)) problems.push(`proxy does not publish ${apiPort} to its PROXY_PORT ${env.PROXY_PORT}`);
  const dependsOn = proxy.depends_on;
  if (Array.isArray(dependsOn) ? !dependsOn.includes('api') : dependsOn?.api?.condition !== 'service_healthy') {
    problems.push('proxy does not wait for a healthy api');
  }
  const apiUrl = environmentOf(file.services.host).API_URL ?? '';
  if (!apiUrl.endsWith(`:${apiPort}`) || !publishedPorts(proxy).some((port) => port.startsWith(`${new URL(apiUrl).port}:`))) {
    problems.push(`the host's API_URL ${apiUrl} is not the proxy's published port`);
  }
  if (!environmentOf(api).TRUST_PROXY) problems.push('api does not trust the proxy (TRUST_PROXY)');
  return problems;
}

test('the API runs as two replicas behind an nginx proxy rendered from deploy/nginx/portal.conf.template', () => {
  expect(proxyShapeProblems(compose)).toEqual([]);
  const broken = structuredClone(compose);
  broken.services.api.deploy = { replicas: 1 };
  broken.services.api.ports = ['8000:8000'];
  broken.services.proxy.volumes = ['./nginx.conf:/etc/nginx/nginx.conf:ro'];
  broken.services.host.environment = { ...environmentOf(broken.services.host), API_URL: 'http://localhost:9000' };
  const problems = proxyShapeProblems(broken);
  expect(problems).toContain('api has 1 replica(s), not 2');
  expect(problems).toContain('api publishes a port');
  expect(problems).toContain(`proxy does not mount ${NGINX_TEMPLATE} into /etc/nginx/templates/`);
  expect(problems).toContain("the host's API_URL http://localhost:9000 is not the proxy's published port");
});

test('the proxy template fails over idempotent requests, takes failing replicas out and streams the live badge', () => {
  // The directives, without the comments.
  const template = fs
    .readFileSync(path.join(REPO_ROOT, NGINX_TEMPLATE), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n');
  const upstream = /upstream portal_api \{([\s\S]*?)\n\}/.exec(template)?.[1] ?? '';
  expect(upstream).toMatch(/server \$\{API_UPSTREAM\} [^;]*max_fails=\d+[^;]*fail_timeout=\d+s;/);
  expect(upstream).toMatch(/keepalive \d+;/);
  expect(template).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
  expect(template).not.toMatch(/non_idempotent/);
  expect(template).toMatch(/proxy_http_version 1\.1;/);
  expect(template).toMatch(/proxy_set_header Connection "";/);
  expect(template).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  expect(template).toMatch(/listen \$\{PROXY_PORT\};/);
  const stream = /location \/notifications\/stream\/ \{([\s\S]*?)\n\s*\}/.exec(template)?.[1] ?? '';
  expect(stream).toMatch(/proxy_buffering off;/);
  expect(stream).toMatch(/proxy_read_timeout (\d+h|\d{3,}s);/);
  // A limit per client address, answered like the API's own limits (429 with Retry-After).
  expect(template).toMatch(/limit_req_zone \$binary_remote_addr zone=portal_per_address:\d+m rate=\$\{PROXY_REQUESTS_PER_SECOND\}r\/s;/);
  expect(template).toMatch(/limit_req zone=portal_per_address burst=\$\{PROXY_BURST\} nodelay;/);
  expect(template).toMatch(/limit_req_status 429;/);
  expect(template).toMatch(/add_header Retry-After \d+ always;/);
  // Only these variables are left to envsubst: anything else in ${...} would be emptied by the image.
  expect([...new Set(template.match(/\$\{[A-Za-z_]+\}/g))].sort()).toEqual(['${API_UPSTREAM}', '${PROXY_BURST}', '${PROXY_PORT}', '${PROXY_REQUESTS_PER_SECOND}']);
  // docker-compose.yml fills the limit in with the values the native topology uses.
  const proxyEnv = environmentOf(compose.services.proxy as ComposeService);
  expect({ requestsPerSecond: Number(proxyEnv.PROXY_REQUESTS_PER_SECOND), burst: Number(proxyEnv.PROXY_BURST) }).toEqual(PROXY_RATE_LIMIT);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EMPTY_STYLE_HASH, contentSecurityPolicy, developmentRemoteFromEnv, securityHeaders } from './security-headers.mjs';
import runtimeConfig from './runtime-config.cjs';

const ENV = {
  API_URL: 'http://localhost:8000',
  REMOTE_CORE_URL: 'http://localhost:3001/mf-manifest.json',
  REMOTE_ELIGIBILITY_URL: 'http://localhost:3002/mf-manifest.json',
  REMOTE_NOTIFICATIONS_URL: 'http://localhost:3003/mf-manifest.json',
};

/** The policy's directives by name. */
const directives = (policy) => new Map(policy.split('; ').map((directive) => {
  const [name, ...sources] = directive.split(' ');
  return [name, sources];
}));

test('without PORTAL_DEV_REMOTE the policy is the strict one: no eval, no inline style, no WebSocket', () => {
  assert.equal(developmentRemoteFromEnv(ENV), null);
  const policy = directives(securityHeaders(ENV)['Content-Security-Policy']);
  assert.deepEqual(policy.get('style-src'), ["'self'", EMPTY_STYLE_HASH]);
  assert.deepEqual(policy.get('script-src'), ["'self'", 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003']);
  for (const sources of policy.values()) {
    assert.ok(!sources.some((source) => source === "'unsafe-eval'" || source === "'unsafe-inline'" || source.startsWith('ws')), sources.join(' '));
  }
});

test("the development shell's policy adds exactly the dev remote's WebSocket and inline style text, never eval", () => {
  const env = { ...ENV, PORTAL_DEV_REMOTE: 'remote-core' };
  assert.deepEqual(developmentRemoteFromEnv(env), { remote: 'remote-core', socketOrigin: 'ws://localhost:3001' });
  const strict = directives(securityHeaders(ENV)['Content-Security-Policy']);
  const development = directives(securityHeaders(env)['Content-Security-Policy']);
  assert.deepEqual(development.get('connect-src'), [...strict.get('connect-src'), 'ws://localhost:3001']);
  assert.deepEqual(development.get('style-src'), ["'self'", "'unsafe-inline'"]);
  for (const name of strict.keys()) {
    if (name !== 'connect-src' && name !== 'style-src') assert.deepEqual(development.get(name), strict.get(name), name);
  }
  assert.ok(![...development.values()].flat().includes("'unsafe-eval'"));
  // A document's own style hashes would switch 'unsafe-inline' off in the browser: none are listed.
  const documentPolicy = contentSecurityPolicy(runtimeConfig.runtimeConfigFromEnv(env), ["'sha256-abc'"], developmentRemoteFromEnv(env));
  assert.deepEqual(directives(documentPolicy).get('style-src'), ["'self'", "'unsafe-inline'"]);
});

test('an https remote gets wss:, on its own host and port', () => {
  const env = { ...ENV, REMOTE_ELIGIBILITY_URL: 'https://eligibility.example:8443/mf-manifest.json', PORTAL_DEV_REMOTE: 'remote-eligibility' };
  assert.equal(developmentRemoteFromEnv(env)?.socketOrigin, 'wss://eligibility.example:8443');
});

test('PORTAL_DEV_REMOTE is refused in production and when it names no remote', () => {
  assert.throws(() => developmentRemoteFromEnv({ ...ENV, NODE_ENV: 'production', PORTAL_DEV_REMOTE: 'remote-core' }), /refused where NODE_ENV=production/);
  assert.throws(() => developmentRemoteFromEnv({ ...ENV, PORTAL_DEV_REMOTE: 'host' }), /is not a remote/);
});

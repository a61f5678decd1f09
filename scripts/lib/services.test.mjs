import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolvePorts, serviceProcessEnv } from './services.mjs';

test("each process gets its own PORT, and METRICS_PORT goes to the API only (one port can't serve five)", () => {
  const ports = resolvePorts({});
  const base = { METRICS_PORT: '9464', SOMETHING: 'kept' };
  const api = serviceProcessEnv('api', ports, base);
  assert.equal(api.PORT, String(ports.api));
  assert.equal(api.METRICS_PORT, '9464');
  for (const name of ['host', 'remote-core', 'remote-eligibility', 'remote-notifications']) {
    const env = serviceProcessEnv(name, ports, base);
    assert.equal(env.PORT, String(ports[name]));
    assert.equal(env.METRICS_PORT, undefined, name);
    assert.equal(env.SOMETHING, 'kept');
  }
});

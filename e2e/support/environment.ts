// Where the end-to-end servers run: every app on its own origin, on ports different from the
// `npm start` defaults so a running portal does not get in the way: each service of services.json on
// its default port + 100, or E2E_<its port variable> (E2E_HOST_PORT, E2E_API_PORT, ...).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES } from '../../scripts/lib/services.mjs';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
/** Written by the global setup, read by tests that stop/start a server and by the teardown. */
export const STATE_FILE = path.join(E2E_DIR, '.tmp', 'servers.json');

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name}=${raw} is not a valid port`);
  return port;
}

const E2E_PORT_OFFSET = 100;

/** The variable that moves a service's e2e port: E2E_ + its port variable. */
export const e2ePortEnv = (portEnv: string): string => `E2E_${portEnv}`;

/** Port per service name (the names of services.json). */
export const E2E_PORTS: Record<string, number> = Object.fromEntries(
  (SERVICES as { name: string; portEnv: string; defaultPort: number }[]).map((service) => [
    service.name,
    portFromEnv(e2ePortEnv(service.portEnv), service.defaultPort + E2E_PORT_OFFSET),
  ]),
);

/** The browser reaches every server on 127.0.0.1 (the servers' default bind address). */
export const PUBLIC_HOST = '127.0.0.1';
export const HOST_URL = `http://${PUBLIC_HOST}:${E2E_PORTS.host}`;
export const API_URL = `http://${PUBLIC_HOST}:${E2E_PORTS.api}`;
export const originOf = (service: string): string => `http://${PUBLIC_HOST}:${E2E_PORTS[service]}`;

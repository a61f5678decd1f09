/**
 * The default CORS origins: the four front-end apps on localhost and 127.0.0.1 at their configured
 * (or default) ports.
 */
const FRONT_END_PORTS: readonly [string, number][] = [
  ['HOST_PORT', 3000],
  ['REMOTE_CORE_PORT', 3001],
  ['REMOTE_ELIGIBILITY_PORT', 3002],
  ['REMOTE_NOTIFICATIONS_PORT', 3003],
];

export function defaultFrontEndOrigins(env: NodeJS.ProcessEnv): string[] {
  return FRONT_END_PORTS.flatMap(([portEnv, defaultPort]) => {
    const port = env[portEnv]?.trim() || String(defaultPort);
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  });
}

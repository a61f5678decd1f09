import serviceTable from '../../services.json';

/**
 * The default CORS origins: every front end of the services table (services.json) on localhost and
 * 127.0.0.1, at its configured (or default) port.
 */
export function defaultFrontEndOrigins(env: NodeJS.ProcessEnv): string[] {
  return serviceTable.services
    .filter((service) => service.kind !== 'api')
    .flatMap((service) => {
      const port = env[service.portEnv]?.trim() || String(service.defaultPort);
      return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
    });
}

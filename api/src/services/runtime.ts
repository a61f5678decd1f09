import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The environment's configuration with buildApp's overrides. */
    config: AppConfig;
    /** "Now" for rules the API decides itself (one-time code expiry); tests inject their own. */
    clock: Clock;
  }
}

/** The configuration and the clock: what every other service reads, and no service of its own. */
export const runtimeService = fp<{ config: AppConfig; clock: Clock }>(
  async (app, { config, clock }) => {
    app.decorate('config', config);
    app.decorate('clock', clock);
  },
  { name: 'runtime' },
);

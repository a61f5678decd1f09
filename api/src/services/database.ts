import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PGlite or PostgreSQL: what routes query. */
    db: Database;
    /** The opened database itself: advisory locks, LISTEN, closing (app.ts closes it last). */
    database: DatabaseHandle;
  }
}

/** The database the app was built with (opened and migrated by buildApp before any plugin). */
export const databaseService = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('database', database);
  },
  { name: 'database' },
);

/** `pglite` (in-memory) unless DB_TARGET says otherwise or DATABASE_URL is set. */
export const DB_TARGET: 'pglite' | 'postgres' =
  process.env.DB_TARGET === 'pglite' || process.env.DB_TARGET === 'postgres'
    ? process.env.DB_TARGET
    : process.env.DATABASE_URL
      ? 'postgres'
      : 'pglite';

import fp from 'fastify-plugin';
import type { DocumentVault } from '../features/vault/vault';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every document is stored, encrypted, and read with an access record (docs/document-vault.md). */
    vault: DocumentVault;
  }
}

/** The document vault buildApp opened (the seed and the legacy import use it before any plugin). */
export const vaultService = fp<{ vault: DocumentVault }>(
  async (app, { vault }) => {
    app.decorate('vault', vault);
  },
  { name: 'vault', dependencies: ['database'] },
);

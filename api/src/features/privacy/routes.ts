import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../http/schemas';
import { currentUser } from '../auth/authenticate';
import { myDataExport } from './my-data';
import { zipArchive } from './zip-archive';

/** The DPDP rights a person uses themselves (docs/privacy.md). */
export const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, vault, config } = app;

  app.get(
    '/auth/profile/my-data/',
    {
      config: {
        // The right of access does not wait for consent.
        access: { kyc: 'exempt', consent: 'exempt' },
        rateLimits: [{ name: 'my-data-export', per: 'user', rule: config.requestLimits.myDataExportPerUser }],
      },
      schema: {
        tags: ['auth'],
        summary: 'Everything the portal holds about the signed-in user, as a ZIP file (the right of access)',
        description:
          '`my-data.json` (profile, KYC submissions, the leads the user referred or entered with their customers\' details, ledger, ' +
          'notifications, sessions, who read their documents) and the user\'s own KYC images under `kyc/`. Each image in it is ' +
          `recorded in the document access log with the purpose \`export\`. At most ${config.requestLimits.myDataExportPerUser.max} an hour (429).`,
        response: {
          200: { description: 'A ZIP archive', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
          ...errorResponses(401, 429),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = app.clock.now();
      const archive = zipArchive(await myDataExport(db, vault, user, request.ip, now), now);
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="connector-portal-data-${user.employeeId}-${day}.zip"`)
        .send(archive);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StartUpReadsAnswer, StartUpReadsRequest } from 'shared-contracts';
import { errorResponses, sendJsonText } from '../../http/schemas';
import { DRAINING_DETAIL } from '../health/shutdown-drain';

/**
 * POST /start-up/reads/: a signed-in page's first reads in one request (docs/api.md#start-up,
 * docs/performance.md). Each read is the route's own GET, run inside this process with the caller's
 * Authorization header and address, so it applies its own access rule, ownership and limits exactly
 * as if it had been sent alone; this route adds no access of its own beyond being signed in.
 */
export const startUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/start-up/reads/',
    {
      // Each read applies its own rule; the account check and the profile are read before consent.
      config: { access: { kyc: 'exempt', consent: 'exempt' } },
      schema: {
        tags: ['start-up'],
        summary: "Several of a signed-in page's first reads in one request",
        description:
          'Runs the GET of each listed path with the same Authorization header and answers, in the order asked, the status and ' +
          'JSON body that GET gives on its own (a 403 for a read the caller may not make, a 401 for them all when the token ' +
          'is refused). Only the reads a page makes when it is opened are listed: the account check, the profile, the ' +
          "ledger and the caller's leads, the caller's own employee details, the first page of the caller's unread notifications, " +
          "and a lead's detail and documents (`/leads/leads/{id}/`, `/leads/leads/{id}/documents/` and their back-office twins under " +
          '`/leads/manage/leads/{id}/`).',
        body: StartUpReadsRequest,
        response: { 200: StartUpReadsAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const answers = await Promise.all(request.body.paths.map((path) => readAlone(app, path, request.headers.authorization, request.ip)));
      // The reads' JSON is passed through as it is, not parsed and serialised again.
      return sendJsonText(reply, `{"answers":[${answers.join(',')}]}`);
    },
  );
};

async function readAlone(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  path: string,
  authorization: string | undefined,
  remoteAddress: string,
): Promise<string> {
  const headers = { accept: 'application/json', ...(authorization ? { authorization } : {}) };
  const answer = await app
    .inject({ method: 'GET', url: path, headers, remoteAddress })
    .catch((error: unknown) => {
      // Shutting down (SIGTERM) after this request had arrived: Fastify runs no new request then, and the
      // read alone would have had the drain's 503, so that is its answer; the page asks again elsewhere.
      if ((error as { code?: string }).code === 'FST_ERR_REOPENED_CLOSE_SERVER') return null;
      throw error;
    });
  if (!answer) return `{"path":${JSON.stringify(path)},"status":503,"body":${JSON.stringify({ detail: DRAINING_DETAIL })}}`;
  const isJson = String(answer.headers['content-type'] ?? '').startsWith('application/json') && answer.body !== '';
  return `{"path":${JSON.stringify(path)},"status":${answer.statusCode},"body":${isJson ? answer.body : 'null'}}`;
}

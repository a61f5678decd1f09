import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BonusResponse, LeadList } from 'shared-contracts';
import { errorResponses } from '../../http/schemas';
import { currentUser } from '../auth/authenticate';
import { bonusFor, myLeads } from './lead-queries';

export const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/leads/transactions/',
    {
      schema: {
        tags: ['leads'],
        summary: "The signed-in user's bonus total and transactions (newest first)",
        response: { 200: BonusResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => bonusFor(db, currentUser(request).id),
  );

  app.get(
    '/leads/leads/my-leads/',
    {
      schema: {
        tags: ['leads'],
        summary: 'Leads the signed-in user referred or created (newest first)',
        response: { 200: LeadList, ...errorResponses(401, 403) },
      },
    },
    async (request) => myLeads(db, currentUser(request).id),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Territory, TerritoryCreateRequest, TerritoryList } from 'shared-contracts';
import { BACK_OFFICE_ROLES, isBackOffice } from 'shared-contracts';
import { errorResponses } from '../../http/schemas';
import { currentUser } from '../auth/authenticate';
import { createTerritory, listAllTerritories, territoryWithDescendants } from './territory-queries';

export const territoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/auth/subterritories/fetch/',
    {
      schema: {
        tags: ['territories'],
        summary: "The territories the signed-in user works in: their assigned territory and everything below it",
        description:
          'Admin and director get every territory. Anyone else gets their assigned territory and the territories below it ' +
          '(a state with its clusters, a zone with its states and clusters); no assigned territory gives an empty list. ' +
          'Zones first, then states, then clusters, each by name.',
        response: { 200: TerritoryList, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (isBackOffice(user.role)) return listAllTerritories(db);
      const assigned = user.profile.assigned_territory;
      return assigned ? territoryWithDescendants(db, assigned.id) : [];
    },
  );

  app.post(
    '/auth/territories/create/',
    {
      config: { access: { roles: BACK_OFFICE_ROLES } },
      schema: {
        tags: ['territories'],
        summary: 'Create a territory (admin, director)',
        description:
          'A zone has no parent; a state\'s parent must be a zone and a cluster\'s a state (400 on `parent_id`). The same name at ' +
          'the same level (case-insensitive) answers 400 on `name`. An audit entry `territory.created` is written with it.',
        body: TerritoryCreateRequest,
        response: { 201: Territory, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createTerritory(db, currentUser(request).id, request.body)),
  );
};

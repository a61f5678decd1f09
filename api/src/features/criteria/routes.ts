import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CRITERIA_KINDS, CriteriaSchemaByKind } from 'shared-contracts';
import { errorResponses } from '../../http/schemas';
import { listCriteria } from './criteria-tables';

export const criteriaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  for (const kind of CRITERIA_KINDS) {
    app.get(
      `/loan_eligibility/${kind}/`,
      {
        schema: {
          tags: ['loan criteria'],
          summary: `Eligibility criteria per bank for ${kind.replace(/-criteria$/, '').replace(/-/g, ' ')}s`,
          response: { 200: Type.Array(CriteriaSchemaByKind[kind].row), ...errorResponses(401, 403) },
        },
      },
      async () => listCriteria(db, kind),
    );
  }
};

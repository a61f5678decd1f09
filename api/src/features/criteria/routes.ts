import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TObject } from '@sinclair/typebox';
import type { preValidationHookHandler } from 'fastify';
import { CRITERIA_KINDS, CriteriaSchemaByKind, type CriteriaKind } from 'shared-contracts';
import { BACK_OFFICE_ROLES } from 'shared-contracts';
import { badRequest, fieldErrors } from '../../http/errors';
import { DbIdParam, dbId, errorResponses } from '../../http/schemas';
import { currentUser } from '../auth/authenticate';
import { createCriteria, CRITERIA_NOT_FOUND, EMPTY_PATCH, RANGES, UNKNOWN_FIELD, updateCriteria } from './criteria-edits';
import { listCriteria } from './criteria-tables';

const label = (kind: CriteriaKind) => kind.replace(/-criteria$/, '').replace(/-/g, ' ');

const RULES =
  'Admin and director only (403 for anyone else). The change and its audit entry (old and new values) are one transaction; ' +
  'the eligibility check sees it on its next call, on every replica. Problems answer 400 on their field: unknown fields; ' +
  'more than 2 decimal places; ' +
  RANGES.map(([min, max]) => `\`${min}\` ≤ \`${max}\``).join(', ') +
  ' (on the maximum field); `bank_name` must name a bank of the catalogue (any case; the catalogue’s spelling is stored) ' +
  'that has no criteria of this kind yet. `documentation_required` / `legal_requirements` entries are split on commas and ' +
  'trimmed, empty entries dropped.';

/**
 * Fastify's ajv drops unknown properties silently (`removeAdditional`); a criteria write refuses them
 * instead, per field, so a misspelt field is not lost without a word. An empty PATCH is refused too.
 */
function strictBody(schema: TObject, partial: boolean): preValidationHookHandler {
  const known = new Set(Object.keys(schema.properties));
  return (request, _reply, done) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return done();
    const unknown = Object.keys(body).filter((field) => !known.has(field));
    if (unknown.length > 0) return done(fieldErrors(Object.fromEntries(unknown.map((field) => [field, [UNKNOWN_FIELD]]))));
    if (partial && Object.keys(body).length === 0) return done(badRequest(EMPTY_PATCH));
    done();
  };
}

/** GET, POST and PATCH /loan_eligibility/{kind}/ (docs/loan-criteria-api.md). */
export const criteriaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['loan criteria'];
  const config = { access: { roles: BACK_OFFICE_ROLES } };
  for (const kind of CRITERIA_KINDS) {
    const schemas = CriteriaSchemaByKind[kind];

    app.get(
      `/loan_eligibility/${kind}/`,
      {
        schema: {
          tags,
          summary: `Eligibility criteria per bank for ${label(kind)}s`,
          response: { 200: Type.Array(schemas.row), ...errorResponses(401, 403) },
        },
      },
      async () => listCriteria(db, kind),
    );

    app.post(
      `/loan_eligibility/${kind}/`,
      {
        config,
        preValidation: strictBody(schemas.input, false),
        schema: {
          tags,
          summary: `Add a bank's ${label(kind)} criteria`,
          description: `${RULES} One row per bank: a second one answers 400 on \`bank_name\`.`,
          body: schemas.input,
          response: { 201: schemas.row, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => reply.code(201).send(await createCriteria(db, currentUser(request).id, kind, request.body as never)),
    );

    app.patch(
      `/loan_eligibility/${kind}/:id/`,
      {
        config,
        preValidation: strictBody(schemas.patch, true),
        schema: {
          tags,
          summary: `Change a bank's ${label(kind)} criteria`,
          description: `${RULES} Only the given fields change; the ranges are checked with the stored values. 404 for an unknown id.`,
          params: DbIdParam,
          body: schemas.patch,
          response: { 200: schemas.row, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => updateCriteria(db, currentUser(request).id, kind, dbId(request.params.id, CRITERIA_NOT_FOUND), request.body as never),
    );
  }
};

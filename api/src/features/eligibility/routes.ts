import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApplicationSchemaByLoanKind, EligibilityAnswer, EligibilityCheckBody, EligibilityFailure, type ApplicationByLoanKind } from 'shared-contracts';
import { handleError, languageOf, localiseErrorBody, sendJsonError } from '../../http/error-handler';
import { HttpError } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { mapValidationErrors, type SchemaError } from '../../http/validation-messages';
import { CriteriaCache } from './criteria-cache';
import { checkEligibility } from './engine';

/** Field name of messages about the whole body (not one field). */
export const NON_FIELD_ERRORS = 'non_field_errors';

/** 400 in this route's own shape: `{ success: false, eligible_banks: [], error: { field: [messages] } }`. */
function invalid(reply: FastifyReply, fields: Record<string, string[]>) {
  const error = localiseErrorBody(fields, languageOf(reply.request));
  return sendJsonError(reply, 400, { success: false, eligible_banks: [], error });
}

function fieldsOf(errors: SchemaError[], context: string, rootField?: string): Record<string, string[]> {
  const mapped = mapValidationErrors(errors, context);
  if (!mapped.detail) return mapped.fields;
  return { [rootField ?? NON_FIELD_ERRORS]: [rootField ? 'Expected an object.' : mapped.detail] };
}

/**
 * Every 400 of this route (schema, malformed JSON, NUL characters) answers in the route's shape;
 * anything else (401, 403, 413, 415, 500) follows the API's usual convention.
 */
function eligibilityErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) return invalid(reply, fieldsOf(error.validation as SchemaError[], error.validationContext ?? 'body'));
  if (error instanceof HttpError && error.statusCode === 400) {
    const body = error.body;
    const isDetail = typeof body.detail === 'string' && Object.keys(body).length === 1;
    return invalid(reply, isDetail ? { [NON_FIELD_ERRORS]: [body.detail as string] } : (body as Record<string, string[]>));
  }
  if (error.statusCode === 400) {
    const malformed = error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
    request.log.info({ code: error.code, statusCode: 400 }, 'client error');
    return invalid(reply, { [NON_FIELD_ERRORS]: [malformed ? 'Malformed JSON in request body.' : 'Bad request.'] });
  }
  return handleError(error, request, reply);
}

export const eligibilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const cache = new CriteriaCache(db);

  app.post(
    '/loan_eligibility/check-eligibility/',
    {
      // Signed in with verified KYC (the default access rule).
      errorHandler: eligibilityErrorHandler,
      schema: {
        tags: ['loan criteria'],
        summary: 'The banks whose criteria an application meets, with their terms, and why the others refuse',
        body: EligibilityCheckBody,
        response: {
          200: EligibilityAnswer,
          400: { ...EligibilityFailure, description: 'Invalid application: error maps each field to its messages' },
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const kind = request.body.loan_type;
      const validate = request.compileValidationSchema(ApplicationSchemaByLoanKind[kind], 'body');
      if (!validate(request.body.application)) {
        return invalid(reply, fieldsOf((validate.errors ?? []) as SchemaError[], 'body', 'application'));
      }
      const application = request.body.application as unknown as ApplicationByLoanKind[typeof kind];
      const rows = await cache.rows(kind);
      return checkEligibility(kind, application, rows, { businessTurnoverPercent: config.eligibilityBusinessTurnoverPercent });
    },
  );
};

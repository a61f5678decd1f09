import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Bank,
  BankBranch,
  BankLoan,
  BankLoanCreateRequest,
  BankLoanUpdateRequest,
  BankWriteRequest,
  BranchCreateRequest,
  BranchUpdateRequest,
  LoanType,
  LoanTypeCreateRequest,
  Spokesperson,
  SpokespersonCreateRequest,
  SpokespersonUpdateRequest,
} from 'shared-contracts';
import { BACK_OFFICE_ROLES } from 'shared-contracts';
import { DbIdParam, dbId, errorResponses } from '../../http/schemas';
import { currentUser } from '../auth/authenticate';
import {
  BANK_LOAN_NOT_FOUND,
  BANK_NOT_FOUND,
  BRANCH_NOT_FOUND,
  createBank,
  createBankLoan,
  createBranch,
  createLoanType,
  createSpokesperson,
  SPOKESPERSON_NOT_FOUND,
  updateBank,
  updateBankLoan,
  updateBranch,
  updateSpokesperson,
} from './catalogue-edits';

const EVERY_CHANGE =
  'Admin and director only (403 for anyone else). The change and its audit entry (old and new values) are one transaction; ' +
  'the catalogue lists read the tables directly, so connectors see the change at once. Problems answer 400 on their field.';

/**
 * Catalogue edits of the back office (docs/back-office-people-and-catalogue-api.md): banks, loan
 * types, bank loans, branches and spokespersons. Answers are the catalogue's read shapes.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['catalogue admin'];
  const config = { access: { roles: BACK_OFFICE_ROLES } };
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.post(
    '/leads/banks/',
    {
      config,
      schema: {
        tags,
        summary: 'Add a bank',
        description: `${EVERY_CHANGE} The name is trimmed with inner spaces collapsed and must be unused in any case (400 on \`name\`).`,
        body: BankWriteRequest,
        response: { 201: Bank, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createBank(db, actor(request), request.body)),
  );

  app.patch(
    '/leads/banks/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a bank',
        description: `${EVERY_CHANGE} The new name must not be another bank's (any case); a change of case only is allowed. 404 for an unknown bank.`,
        params: DbIdParam,
        body: BankWriteRequest,
        response: { 200: Bank, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateBank(db, actor(request), dbId(request.params.id, BANK_NOT_FOUND), request.body),
  );

  app.post(
    '/leads/loans/',
    {
      config,
      schema: {
        tags,
        summary: 'Add a loan type',
        description: `${EVERY_CHANGE} The name is trimmed with inner spaces collapsed and must be unused in any case (400 on \`type\`).`,
        body: LoanTypeCreateRequest,
        response: { 201: LoanType, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createLoanType(db, actor(request), request.body)),
  );

  app.post(
    '/leads/bankloans/',
    {
      config,
      schema: {
        tags,
        summary: 'Offer a loan type at a bank (a bank loan)',
        description:
          `${EVERY_CHANGE} \`bank_id\` and \`loan_type_id\` must exist; a bank offers a loan type once (400 on \`loan_type_id\`). ` +
          'Payouts and amounts have at most 2 decimal places; `min_loan_amount` ≤ `max_loan_amount` (400 on `max_loan_amount`). ' +
          '`required_documents` is comma-separated; each name is trimmed and kept once.',
        body: BankLoanCreateRequest,
        response: { 201: BankLoan, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createBankLoan(db, actor(request), request.body)),
  );

  app.patch(
    '/leads/bankloans/:id/',
    {
      config,
      schema: {
        tags,
        summary: "Change a bank loan's documents, payouts or amount bounds",
        description:
          `${EVERY_CHANGE} The bank and loan type stay. The bounds are checked together with the stored ones (400 on ` +
          '`max_loan_amount`); null removes a bound. A changed payout applies to approvals made after the change. 404 for an unknown id.',
        params: DbIdParam,
        body: BankLoanUpdateRequest,
        response: { 200: BankLoan, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateBankLoan(db, actor(request), dbId(request.params.id, BANK_LOAN_NOT_FOUND), request.body),
  );

  app.post(
    '/leads/bankbranches/',
    {
      config,
      schema: {
        tags,
        summary: 'Add a branch to a bank',
        description: `${EVERY_CHANGE} \`bank_id\` must exist. Names are trimmed with inner spaces collapsed.`,
        body: BranchCreateRequest,
        response: { 201: BankBranch, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createBranch(db, actor(request), request.body)),
  );

  app.patch(
    '/leads/bankbranches/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'Change a branch',
        description: `${EVERY_CHANGE} The bank stays. 404 for an unknown branch.`,
        params: DbIdParam,
        body: BranchUpdateRequest,
        response: { 200: BankBranch, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateBranch(db, actor(request), dbId(request.params.id, BRANCH_NOT_FOUND), request.body),
  );

  app.post(
    '/leads/spokespersons/',
    {
      config,
      schema: {
        tags,
        summary: 'Add a spokesperson to a branch (active)',
        description:
          `${EVERY_CHANGE} \`bank_branch\` must exist. \`emp_id\` is stored upper case and must be unused in any case (400 on ` +
          '`emp_id`); the e-mail is stored lower case.',
        body: SpokespersonCreateRequest,
        response: { 201: Spokesperson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createSpokesperson(db, actor(request), request.body)),
  );

  app.patch(
    '/leads/spokespersons/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'Change a spokesperson, or (de)activate them with `status`',
        description: `${EVERY_CHANGE} The branch stays; \`emp_id\` must stay unique. 404 for an unknown spokesperson.`,
        params: DbIdParam,
        body: SpokespersonUpdateRequest,
        response: { 200: Spokesperson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateSpokesperson(db, actor(request), dbId(request.params.id, SPOKESPERSON_NOT_FOUND), request.body),
  );
};

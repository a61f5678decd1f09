import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BankBranch, BankBranchList, BankFilter, BankList, BankLoan, BankLoanFilter, BankLoanList, LoanTypeList, SpokespersonFilter, SpokespersonList } from 'shared-contracts';
import { notFound } from '../../http/errors';
import { DbIdParam, dbId, errorResponses, queryId } from '../../http/schemas';
import { findBankBranch, findBankLoan, listBankBranches, listBankLoans, listBanks, listLoanTypes, listSpokespersons } from './catalogue-queries';

const BRANCH_NOT_FOUND = 'Bank branch not found.';
const BANK_LOAN_NOT_FOUND = 'Bank loan not found.';

/**
 * The catalogue a connector browses (spec §2 Bank & Loan Management): banks, loan types, the loan
 * types each bank offers (bank loans), branches and their spokespersons. Default access: a signed-in
 * user whose KYC is verified. Unknown ids answer 404; a filter that is not an id answers 400 on it.
 */
export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['catalogue'];

  app.get(
    '/leads/banks/',
    { schema: { tags, summary: 'Banks, by name', response: { 200: BankList, ...errorResponses(401, 403) } } },
    async () => listBanks(db),
  );

  app.get(
    '/leads/loans/',
    { schema: { tags, summary: 'Loan types', response: { 200: LoanTypeList, ...errorResponses(401, 403) } } },
    async () => listLoanTypes(db),
  );

  app.get(
    '/leads/bankbranches/',
    {
      schema: {
        tags,
        summary: 'Branches of a bank (`?bank=`), or of every bank',
        querystring: BankFilter,
        response: { 200: BankBranchList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listBankBranches(db, { bankId: queryId(request.query.bank, 'bank') }),
  );

  app.get(
    '/leads/bankbranches/:id/',
    { schema: { tags, summary: 'One bank branch', params: DbIdParam, response: { 200: BankBranch, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const branch = await findBankBranch(db, dbId(request.params.id, BRANCH_NOT_FOUND));
      if (!branch) throw notFound(BRANCH_NOT_FOUND);
      return branch;
    },
  );

  app.get(
    '/leads/bankloans/',
    {
      schema: {
        tags,
        summary: 'Bank loans, filtered by bank (`?bank=`) and/or loan type (`?loan=`); by bank name, then loan type',
        description: '`min_loan_amount` / `max_loan_amount` bound the loan amount of a lead for that bank loan; null means no bound.',
        querystring: BankLoanFilter,
        response: { 200: BankLoanList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listBankLoans(db, { bankId: queryId(request.query.bank, 'bank'), loanTypeId: queryId(request.query.loan, 'loan') }),
  );

  app.get(
    '/leads/bankloans/:id/',
    { schema: { tags, summary: 'One bank loan', params: DbIdParam, response: { 200: BankLoan, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const bankLoan = await findBankLoan(db, dbId(request.params.id, BANK_LOAN_NOT_FOUND));
      if (!bankLoan) throw notFound(BANK_LOAN_NOT_FOUND);
      return bankLoan;
    },
  );

  app.get(
    '/leads/spokespersons/',
    {
      schema: {
        tags,
        summary: 'Spokespersons of a branch (`?bank_branch=`), or of every branch',
        querystring: SpokespersonFilter,
        response: { 200: SpokespersonList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listSpokespersons(db, { bankBranchId: queryId(request.query.bank_branch, 'bank_branch') }),
  );
};

/**
 * Bank loans as the payout lists show them: the Loans tab of a bank (by loan type) and the loan
 * detail page (by bank), with the required documents and the connector's payout.
 */
import type { BankLoan } from 'shared-contracts';
import { formatPercent, formatPercentNumber } from '../../../common/model/percent';
import { t as catalogueT, type CatalogueT } from '../i18n';

export interface PayoutRow {
  id: number;
  /** The loan type (a bank's Loans tab) or the bank (a loan type's page). */
  name: string;
  requiredDocuments: string;
  /** The "Connector's Payout (%)" cell: "1.75". */
  payout: string;
  /** The narrow screens' commission line: "Commission: 1.75%". */
  commissionLine: string;
}

function payoutRow(bankLoan: BankLoan, name: string, t: CatalogueT): PayoutRow {
  return {
    id: bankLoan.id,
    name,
    requiredDocuments: bankLoan.required_documents.trim() || t('row.notAvailable'),
    payout: formatPercentNumber(bankLoan.connectors_payout),
    commissionLine: t('payout.commissionLine', { percent: formatPercent(bankLoan.connectors_payout) }),
  };
}

/** Spec §8: a loan type that cannot be matched shows as Unknown. */
export function loanTypeName(bankLoan: Pick<BankLoan, 'loan' | 'type'>, t: CatalogueT = catalogueT): string {
  return bankLoan.loan?.type || bankLoan.type || t('row.unknown');
}

/** A bank's loans, by loan type name. */
export function loanTypeRows(bankLoans: readonly BankLoan[], t: CatalogueT = catalogueT): PayoutRow[] {
  return bankLoans
    .map((bankLoan) => payoutRow(bankLoan, loanTypeName(bankLoan, t), t))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
}

/** The banks offering one loan type, by bank name. */
export function offeringBankRows(bankLoans: readonly BankLoan[], t: CatalogueT = catalogueT): PayoutRow[] {
  return bankLoans
    .map((bankLoan) => payoutRow(bankLoan, bankLoan.bank?.name || t('row.notAvailable'), t))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
}

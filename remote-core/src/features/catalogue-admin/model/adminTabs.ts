/** The Catalogue page's tabs and the filters kept in its URL (`?tab=branches&bank=2&branch=16`). */
import type { CatalogueAdminMessageId } from '../i18n';

/** Each tab's value (in the URL) and its label's id in the catalogue. */
export const CATALOGUE_TABS = [
  { value: 'banks', label: 'tabs.banks' },
  { value: 'bank-loans', label: 'tabs.bankLoans' },
  { value: 'branches', label: 'tabs.branches' },
  { value: 'spokespersons', label: 'tabs.spokespersons' },
] as const satisfies readonly { value: string; label: CatalogueAdminMessageId }[];

export type CatalogueTab = (typeof CATALOGUE_TABS)[number]['value'];

export const DEFAULT_CATALOGUE_TAB: CatalogueTab = 'banks';

export function catalogueTabOf(value: string | null): CatalogueTab {
  return CATALOGUE_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_CATALOGUE_TAB;
}

export interface CatalogueView {
  tab: CatalogueTab;
  /** The chosen bank's id ("" for none): shared by Bank Loans, Branches and Spokespersons. */
  bank: string;
  /** The chosen branch's id ("" for none): Spokespersons. */
  branch: string;
}

const ID = /^[1-9][0-9]{0,9}$/;

export function viewFromParams(params: URLSearchParams): CatalogueView {
  const bank = params.get('bank') ?? '';
  const branch = params.get('branch') ?? '';
  return { tab: catalogueTabOf(params.get('tab')), bank: ID.test(bank) ? bank : '', branch: ID.test(bank) && ID.test(branch) ? branch : '' };
}

export function paramsFromView(view: CatalogueView): Record<string, string> {
  return {
    ...(view.tab !== DEFAULT_CATALOGUE_TAB ? { tab: view.tab } : {}),
    ...(view.bank ? { bank: view.bank } : {}),
    ...(view.bank && view.branch ? { branch: view.branch } : {}),
  };
}

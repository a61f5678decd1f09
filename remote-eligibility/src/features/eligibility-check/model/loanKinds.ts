import type { LoanKind } from 'shared-contracts';
import type { EligibilityMessageId } from '../i18n';

/** A loan-type card; its texts are ids of the feature's catalogue (i18n/). */
export interface LoanKindCard {
  kind: LoanKind;
  /** Card title (spec back-office §2: Personal, Business, Home, Loan Against Property). */
  label: EligibilityMessageId;
  /** The short description under the title. */
  description: EligibilityMessageId;
  /** "Personal loan", for the line that says what the results were checked for. */
  loanName: EligibilityMessageId;
}

/** The four loan-type cards, in the spec's order; `kind` is the request's `loan_type`. */
export const LOAN_KIND_CARDS: readonly LoanKindCard[] = [
  { kind: 'personal', label: 'kinds.personal', description: 'kinds.personalDescription', loanName: 'kinds.personalLoan' },
  { kind: 'business', label: 'kinds.business', description: 'kinds.businessDescription', loanName: 'kinds.businessLoan' },
  { kind: 'home', label: 'kinds.home', description: 'kinds.homeDescription', loanName: 'kinds.homeLoan' },
  { kind: 'lap', label: 'kinds.lap', description: 'kinds.lapDescription', loanName: 'kinds.lapLoan' },
];

export const DEFAULT_LOAN_KIND: LoanKind = 'personal';

export function loanKindCard(kind: LoanKind): LoanKindCard {
  return LOAN_KIND_CARDS.find((card) => card.kind === kind) ?? LOAN_KIND_CARDS[0];
}

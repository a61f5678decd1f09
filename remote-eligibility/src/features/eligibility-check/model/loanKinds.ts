import type { LoanKind } from 'shared-contracts';

export interface LoanKindCard {
  kind: LoanKind;
  /** Card title (spec back-office §2: Personal, Business, Home, Loan Against Property). */
  label: string;
  /** The short description under the title. */
  description: string;
  /** "a Personal loan", for the line that says what the results were checked for. */
  loanName: string;
}

/** The four loan-type cards, in the spec's order; `kind` is the request's `loan_type`. */
export const LOAN_KIND_CARDS: readonly LoanKindCard[] = [
  {
    kind: 'personal',
    label: 'Personal',
    description: 'For salaried customers: income, job vintage and employer.',
    loanName: 'Personal loan',
  },
  {
    kind: 'business',
    label: 'Business',
    description: 'For self-employed customers: turnover, business and banking vintage.',
    loanName: 'Business loan',
  },
  {
    kind: 'home',
    label: 'Home',
    description: 'To buy or build a home: property value, type and road width.',
    loanName: 'Home loan',
  },
  {
    kind: 'lap',
    label: 'Loan Against Property',
    description: 'A loan secured on an owned property: ITR, GST and property papers.',
    loanName: 'Loan against property',
  },
];

export const DEFAULT_LOAN_KIND: LoanKind = 'personal';

export function loanKindCard(kind: LoanKind): LoanKindCard {
  return LOAN_KIND_CARDS.find((card) => card.kind === kind) ?? LOAN_KIND_CARDS[0];
}

/**
 * The ledger's descriptions (src/features/payouts/ledger-descriptions.ts): every form the portal writes
 * reads back in Hindi with its figures and the customer's name, whatever the name holds; English stays
 * as written, and a description of a form the catalogue does not know stays as written in both.
 */
import { describe, expect, it } from 'vitest';
import {
  commissionCreditDescription,
  commissionReversalDescription,
  localiseLedgerDescription,
  localiseLedgerJson,
  taxLineDescription,
} from '../src/features/payouts/ledger-descriptions';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD_OUTSIDE = /\b(?:of|at|on|the|with|for|section|given|back|reversed|payout|Payout|Reversal|year's|commission)\b/;

/** Names a pattern could mistake for its own text. */
const NAMES = ['Meera Kulkarni', 'Rao of Pune: Sons', 'A. (Bhatt) with the payout for B', "D'Souza, Jr."];

function every(name: string): { english: string; figures: string[] }[] {
  return [
    {
      english: commissionCreditDescription({ customerName: name, loanType: 'Home Loan', bankName: 'Bank of Baroda', payoutPercent: 1.25, loanAmount: 2_500_000 }),
      figures: ['Home Loan', 'Bank of Baroda', '1.25%', '₹25,00,000'],
    },
    { english: commissionReversalDescription(name), figures: [] },
    { english: taxLineDescription({ kind: 'gst', type: 'credit', rate: 18, base: 30_000 }, name), figures: ['18%'] },
    { english: taxLineDescription({ kind: 'gst', type: 'debit', rate: 18, base: 30_000 }, name), figures: [] },
    { english: taxLineDescription({ kind: 'tds', type: 'credit', rate: 2, base: 30_000 }, name), figures: ['2%', '₹30,000'] },
    { english: taxLineDescription({ kind: 'tds', type: 'debit', rate: 2, base: 30_000, section: '194H' }, name), figures: ['2%', '₹30,000', '194H'] },
    { english: taxLineDescription({ kind: 'tds', type: 'debit', rate: 20, base: 30_000, section: '206AA' }, name), figures: ['20%', '₹30,000', '206AA', 'PAN'] },
  ];
}

describe('ledger descriptions', () => {
  it.each(NAMES)('read back in Hindi with every figure and the whole name (%s)', (name) => {
    for (const { english, figures } of every(name)) {
      expect(localiseLedgerDescription('en', english)).toBe(english);
      const hindi = localiseLedgerDescription('hi', english);
      expect(hindi, english).toMatch(DEVANAGARI);
      expect(hindi, english).toContain(name);
      for (const figure of figures) expect(hindi, english).toContain(figure);
      // No English words of the form are left around the name.
      expect(hindi.replace(name, '').replace(/Home Loan|Bank of Baroda/g, ''), english).not.toMatch(LATIN_WORD_OUTSIDE);
    }
  });

  it('tell 206AA (no verified PAN) from 194H in Hindi', () => {
    const without = localiseLedgerDescription('hi', taxLineDescription({ kind: 'tds', type: 'debit', rate: 20, base: 30_000, section: '206AA' }, 'Meera'));
    expect(without).toContain('धारा 206AA: कोई सत्यापित PAN नहीं');
    const withPan = localiseLedgerDescription('hi', taxLineDescription({ kind: 'tds', type: 'debit', rate: 2, base: 30_000, section: '194H' }, 'Meera'));
    expect(withPan).toContain('(धारा 194H)');
  });

  it('leave a description of an unknown form as written', () => {
    expect(localiseLedgerDescription('hi', 'Opening balance carried over')).toBe('Opening balance carried over');
  });

  it('rewrite a JSON answer only for a Hindi reader', () => {
    const json = JSON.stringify({ bonus_amount: 5, transactions: [{ id: 1, description: commissionReversalDescription('Meera') }] });
    const entriesOf = (answer: { transactions: { description: string }[] }) => answer.transactions;
    expect(localiseLedgerJson('en', json, entriesOf)).toBe(json);
    expect(JSON.parse(localiseLedgerJson('hi', json, entriesOf))).toEqual({ bonus_amount: 5, transactions: [{ id: 1, description: 'Meera के पेआउट की वापसी' }] });
  });
});

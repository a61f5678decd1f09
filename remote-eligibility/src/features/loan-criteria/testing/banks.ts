import type { BankList } from 'shared-contracts';

/** GET /leads/banks/ as the demo catalogue answers it (in the API's order, not by name). */
export function catalogueBanks(): BankList {
  return [
    { id: 1, name: 'State Bank of India' },
    { id: 2, name: 'HDFC Bank' },
    { id: 3, name: 'ICICI Bank' },
    { id: 4, name: 'Axis Bank' },
    { id: 5, name: 'Kotak Mahindra Bank' },
    { id: 6, name: 'Bajaj Finserv' },
  ];
}

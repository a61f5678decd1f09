/**
 * The branch rule (src/features/leads/branch-choice.ts, docs/leads.md "Which bank branch a lead
 * gets"): pincode, PIN district, city, territory, else no branch; ties by lowest id.
 */
import { describe, expect, it } from 'vitest';
import { branchChoices, chooseBranch, pincodeIn, rankBranches, type BranchCandidate, type LeadPlace } from '../src/features/leads/branch-choice';

const branch = (id: number, cluster: string, pincode: string, locality = 'Main', state = 'Maharashtra'): BranchCandidate => ({
  id,
  branchName: `${cluster} - ${locality}`,
  state,
  cluster,
  pincode,
});

// A bank with two Mumbai branches (the lowest ids: a state-wide guess by lowest id would pick them), Pune and
// Navi Mumbai branches, and one in another state.
const MUMBAI_ANDHERI = branch(3, 'Mumbai', '400069', 'Andheri East');
const MUMBAI_FORT = branch(4, 'Mumbai', '400001', 'Fort');
const PUNE_AUNDH = branch(5, 'Pune', '411007', 'Aundh');
const PUNE_HINJEWADI = branch(15, 'Pune', '411057', 'Hinjewadi');
const PUNE_CAMP = branch(21, 'Pune', '411001', 'Camp');
const NAVI_MUMBAI = branch(30, 'Navi Mumbai', '400703', 'Vashi');
const BENGALURU = branch(7, 'Bengaluru', '560038', 'Indiranagar', 'Karnataka');
const BANK = [MUMBAI_ANDHERI, MUMBAI_FORT, PUNE_AUNDH, PUNE_HINJEWADI, PUNE_CAMP, NAVI_MUMBAI, BENGALURU];

const PUNE_WEST = { name: 'Pune West', level: 'cluster' };
const at = (address: string, territory: LeadPlace['territory'] = PUNE_WEST): LeadPlace => ({ address, territory });
const chosen = (branches: readonly BranchCandidate[], place: LeadPlace) => chooseBranch(branches, place)?.id ?? null;
const evidenceOf = (place: LeadPlace) => rankBranches(BANK, place)[0]?.evidence ?? null;

describe('the PIN code in an address', () => {
  it('is six digits, not inside a longer number: a mobile number, a house number or a plot are not one', () => {
    expect(pincodeIn('Camp Area, M.G. Road, Pune 411001')).toBe('411001');
    expect(pincodeIn('Plot 21, Wakad Industrial Estate, Pune 411057')).toBe('411057');
    expect(pincodeIn('Call 9822011004, Plot 21, Pune')).toBeNull();
    expect(pincodeIn('Flat 402, Sai Residency, Baner Road, Pune 411045, mobile 9822011001')).toBe('411045');
    expect(pincodeIn('Account 12345678901234, Pune')).toBeNull();
    expect(pincodeIn('House 12, Pune-411038')).toBe('411038');
    expect(pincodeIn('PIN:411038')).toBe('411038');
  });

  it('never starts with 0, and the last one wins (addresses end with the PIN)', () => {
    expect(pincodeIn('Unit 011001, Pune')).toBeNull();
    expect(pincodeIn('Opp. Bldg 400069, Kothrud, Pune 411038')).toBe('411038');
  });

  it('may be written as two groups of three, which count only when no six-digit PIN is there', () => {
    expect(pincodeIn('Shop 7, Laxmi Road, Pune 411 030')).toBe('411030');
    expect(pincodeIn('Pune 411-030')).toBe('411030');
    expect(pincodeIn('Block 101 202, Pune 411030')).toBe('411030');
    expect(pincodeIn('Phone 98220 11004')).toBeNull();
    expect(pincodeIn('')).toBeNull();
  });
});

describe('which branch a lead gets', () => {
  it('1. the branch with the same pincode, before any other evidence', () => {
    const place = at('Camp Area, M.G. Road, Pune 411001');
    expect(chosen(BANK, place)).toBe(PUNE_CAMP.id);
    expect(evidenceOf(place)).toBe('pincode');
    // Two branches at one pincode: the lowest id.
    const twin = branch(2, 'Pune', '411001', 'Camp Annexe');
    expect(chosen([...BANK, twin], place)).toBe(twin.id);
  });

  it('2. else the nearest pincode of the same PIN district (first three digits), ties by lowest id', () => {
    // 411030: Camp (411001) is 29 away, Aundh (411007) 23, Hinjewadi (411057) 27.
    const place = at('Shop 7, Laxmi Road, Sadashiv Peth, Pune 411030');
    expect(chosen(BANK, place)).toBe(PUNE_AUNDH.id);
    expect(evidenceOf(place)).toBe('pin_district');
    // 411004 is 3 from 411001 and from 411007: the lower id (Aundh, 5) wins over Camp (21).
    expect(chosen(BANK, at('Erandwane, 411004'))).toBe(PUNE_AUNDH.id);
    // The PIN district beats the city named in the address.
    expect(chosen(BANK, at('Near Mumbai-Pune Highway, Pune 411050', null))).toBe(PUNE_HINJEWADI.id);
  });

  it('3. else a branch in the city the address names (as a word, any case), lowest id first', () => {
    const place = at('Camp Area, M.G. Road, PUNE', null);
    expect(chosen(BANK, place)).toBe(PUNE_AUNDH.id);
    expect(evidenceOf(place)).toBe('city');
    // A PIN no branch shares (another district) does not stop the city from counting.
    expect(chosen(BANK, at('Kothrud, Pune 412101', null))).toBe(PUNE_AUNDH.id);
    // A word, not part of one: "Punekar" is not Pune.
    expect(chosen(BANK, at('Punekar Chawl', null))).toBeNull();
  });

  it('3. of two cities in the address, the one named last; of two names ending together, the longer', () => {
    expect(chosen(BANK, at('Works in Mumbai, lives in Pune', null))).toBe(PUNE_AUNDH.id);
    expect(chosen(BANK, at('Sector 17, Vashi, Navi Mumbai', null))).toBe(NAVI_MUMBAI.id);
    expect(chosen(BANK, at('Andheri East, Mumbai', null))).toBe(MUMBAI_ANDHERI.id);
  });

  it("4. else a branch in the city the connector's cluster territory is named after (\"Pune West\" -> Pune)", () => {
    const place = at('Row House 3, Pimple Saudagar');
    expect(chosen(BANK, place)).toBe(PUNE_AUNDH.id);
    expect(evidenceOf(place)).toBe('territory');
    expect(chosen(BANK, at('Row House 3', { name: 'pune', level: 'cluster' }))).toBe(PUNE_AUNDH.id);
    expect(chosen(BANK, at('Row House 3', { name: 'Navi Mumbai North', level: 'cluster' }))).toBe(NAVI_MUMBAI.id);
    // The address's evidence comes first.
    expect(chosen(BANK, at('Indiranagar, Bengaluru'))).toBe(BENGALURU.id);
  });

  it('no evidence, no branch: never a guess by state, zone or lowest id', () => {
    expect(chosen(BANK, at('Row House 3, Pimple Saudagar', null))).toBeNull();
    // A state or zone territory names no city.
    expect(chosen(BANK, at('Row House 3', { name: 'Maharashtra', level: 'state' }))).toBeNull();
    expect(chosen(BANK, at('Row House 3', { name: 'West Zone', level: 'zone' }))).toBeNull();
    // A cluster named after no city of the bank's.
    expect(chosen(BANK, at('Row House 3', { name: 'Kolhapur Central', level: 'cluster' }))).toBeNull();
    // A bank without branches.
    expect(chosen([], at('Camp Area, Pune 411001'))).toBeNull();
  });

  it("the issue's case: a Pune West connector's Bank of Baroda lead for a customer in Pune goes to Pune, not Mumbai - Andheri East", () => {
    const bankOfBaroda = [MUMBAI_ANDHERI, MUMBAI_FORT, PUNE_AUNDH, PUNE_HINJEWADI];
    expect(chosen(bankOfBaroda, at('Camp Area, M.G. Road, Pune 411001'))).toBe(PUNE_AUNDH.id);
  });
});

describe('the choices offered', () => {
  it('lists every branch: the evidence in order with its reason, then the rest by city and name; the first is suggested', () => {
    const choices = branchChoices(BANK, at('Camp Area, M.G. Road, Pune 411001'), 'caller');
    expect(choices.suggested).toBe(PUNE_CAMP.id);
    expect(choices.pincode).toBe('411001');
    expect(choices.branches.map((each) => [each.branch_name, each.reason])).toEqual([
      ['Pune - Camp', 'Same pincode'],
      ['Pune - Aundh', 'Same PIN district'],
      ['Pune - Hinjewadi', 'Same PIN district'],
      ['Bengaluru - Indiranagar', null],
      ['Mumbai - Andheri East', null],
      ['Mumbai - Fort', null],
      ['Navi Mumbai - Vashi', null],
    ]);
    expect(choices.branches[0]).toEqual({
      id: PUNE_CAMP.id, branch_name: 'Pune - Camp', state: 'Maharashtra', cluster: 'Pune', pincode: '411001', evidence: 'pincode', reason: 'Same pincode',
    });
  });

  it('names the city and whose territory it is', () => {
    expect(branchChoices(BANK, at('Vashi, Navi Mumbai', null), 'caller').branches[0]?.reason).toBe('In Navi Mumbai');
    expect(branchChoices(BANK, at('Somewhere'), 'caller').branches.slice(0, 3).map((each) => each.reason)).toEqual([
      'Serves your territory', 'Serves your territory', 'Serves your territory',
    ]);
    expect(branchChoices(BANK, at('Somewhere'), 'connector').branches[0]?.reason).toBe("Serves the connector's territory");
  });

  it('suggests nothing when nothing speaks for any branch', () => {
    const choices = branchChoices(BANK, at('Somewhere', null), 'caller');
    expect(choices.suggested).toBeNull();
    expect(choices.pincode).toBeNull();
    expect(choices.branches.every((each) => each.evidence === null && each.reason === null)).toBe(true);
    expect(choices.branches).toHaveLength(BANK.length);
  });
});

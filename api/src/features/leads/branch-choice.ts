import type { BranchChoices, BranchEvidence } from 'shared-contracts';

/**
 * Which bank branch a lead goes to (docs/leads.md, "Which bank branch a lead gets"): the branches of
 * the lead's bank ranked by the best evidence there is of where the customer is, in this order:
 *
 *   1. pincode       the PIN code in the customer's address is the branch's
 *   2. pin_district  the same first three digits (the PIN's sorting district), nearest PIN first
 *   3. city          the branch's city (its `cluster`) is named in the customer's address
 *   4. territory     the connector's cluster territory is named after the branch's city ("Pune West")
 *
 * and no branch at all when none of these holds: a branch picked only because it is in the same state
 * sends the file to an office that may be hundreds of kilometres from the customer, and "no branch yet"
 * (N/A) lets the back office place it instead. Ties go to the lowest id (deterministic, and the
 * longest-known branch record). Pure: the caller reads the bank's branches (branch-candidates.ts).
 */

/** A branch of the lead's bank, as the rule reads it. */
export interface BranchCandidate {
  id: number;
  branchName: string;
  state: string;
  /** The branch's city ("Pune", "Navi Mumbai"). */
  cluster: string;
  pincode: string;
}

/** The referrer's assigned territory (zone, state or cluster). */
export interface TerritoryRef {
  name: string;
  level: string;
}

/** What the rule knows of where the customer is. */
export interface LeadPlace {
  address: string;
  territory: TerritoryRef | null;
}

export interface RankedBranch {
  branch: BranchCandidate;
  /** The best evidence for this branch; null when nothing speaks for it. */
  evidence: BranchEvidence | null;
}

const EVIDENCE_ORDER: Readonly<Record<BranchEvidence, number>> = { pincode: 0, pin_district: 1, city: 2, territory: 3 };

// Six digits not inside a longer run of digits (a mobile number or an account number holds six digits
// too), the first 1-9 (no PIN starts with 0); or written as two groups of three ("411 001", "411-001").
const PIN_DIGITS = /(?<![0-9])[1-9][0-9]{5}(?![0-9])/g;
const PIN_GROUPED = /(?<![0-9])([1-9][0-9]{2})[ -]([0-9]{3})(?![0-9])/g;
const SIX_DIGITS = /^[0-9]{6}$/;

/**
 * The customer's PIN code in an address, or null. Indian addresses end with the city and the PIN, so
 * the last one wins; a PIN written as six digits wins over one written in two groups ("411 001"),
 * which a house or plot number can look like.
 */
export function pincodeIn(address: string): string | null {
  const plain = [...address.matchAll(PIN_DIGITS)].at(-1);
  if (plain) return plain[0];
  const grouped = [...address.matchAll(PIN_GROUPED)].at(-1);
  return grouped ? `${grouped[1]}${grouped[2]}` : null;
}

/** The words of a text, lower-cased: runs of letters (with their combining marks, as in Indian scripts) and digits. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Where the word sequence `needle` last starts in `haystack` (as whole words), or -1. */
function lastWordRun(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  for (let start = haystack.length - needle.length; start >= 0; start -= 1) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return start;
  }
  return -1;
}

interface Scored extends RankedBranch {
  /** Orders branches with the same evidence: lower first. */
  keys: number[];
}

function score(branch: BranchCandidate, pin: string | null, addressWords: readonly string[], territoryWords: readonly string[] | null): Scored {
  const branchPin = SIX_DIGITS.test(branch.pincode) ? branch.pincode : null;
  if (pin !== null && branchPin !== null) {
    if (branchPin === pin) return { branch, evidence: 'pincode', keys: [] };
    if (branchPin.slice(0, 3) === pin.slice(0, 3)) return { branch, evidence: 'pin_district', keys: [Math.abs(Number(branchPin) - Number(pin))] };
  }
  const city = wordsOf(branch.cluster);
  // The city named last: an address ends with its city ("..., Pimpri Road, Pune"); of two names ending
  // at the same word ("Navi Mumbai" and "Mumbai") the longer is the more precise.
  const inAddress = lastWordRun(addressWords, city);
  if (inAddress !== -1) return { branch, evidence: 'city', keys: [-(inAddress + city.length), -city.length] };
  if (territoryWords !== null && lastWordRun(territoryWords, city) !== -1) return { branch, evidence: 'territory', keys: [-city.length] };
  return { branch, evidence: null, keys: [] };
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en-IN', { sensitivity: 'base' });

function compare(a: Scored, b: Scored): number {
  const rankA = a.evidence === null ? 4 : EVIDENCE_ORDER[a.evidence];
  const rankB = b.evidence === null ? 4 : EVIDENCE_ORDER[b.evidence];
  if (rankA !== rankB) return rankA - rankB;
  if (a.evidence === null) {
    // Nothing speaks for these: listed the way a person looks for one, by city and name.
    return byText(a.branch.cluster, b.branch.cluster) || byText(a.branch.branchName, b.branch.branchName) || a.branch.id - b.branch.id;
  }
  for (let index = 0; index < a.keys.length; index += 1) {
    const difference = (a.keys[index] ?? 0) - (b.keys[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.branch.id - b.branch.id;
}

/**
 * Every branch, best first: those with evidence in the rule's order (within one kind of evidence:
 * nearest PIN, the city named last and the longer city name, then the lowest id), then the rest by
 * city and name. Only a cluster territory counts as evidence: a state or a zone names no city.
 */
export function rankBranches(branches: readonly BranchCandidate[], place: LeadPlace): RankedBranch[] {
  const pin = pincodeIn(place.address);
  const addressWords = wordsOf(place.address);
  const territoryWords = place.territory?.level === 'cluster' ? wordsOf(place.territory.name) : null;
  return branches
    .map((branch) => score(branch, pin, addressWords, territoryWords))
    .sort(compare)
    .map(({ branch, evidence }) => ({ branch, evidence }));
}

/** The branch the rule assigns: the best-ranked one when something speaks for it, else null (no branch, N/A). */
export function chooseBranch(branches: readonly BranchCandidate[], place: LeadPlace): BranchCandidate | null {
  const [best] = rankBranches(branches, place);
  return best && best.evidence !== null ? best.branch : null;
}

/** Whose territory the `territory` evidence is, for its reason's wording. */
export type TerritoryOwner = 'caller' | 'connector';

/** Why a branch is offered, as the Add Lead dialog and the back office show it. */
export function evidenceReason(ranked: RankedBranch, territoryOwner: TerritoryOwner): string | null {
  switch (ranked.evidence) {
    case 'pincode':
      return 'Same pincode';
    case 'pin_district':
      return 'Same PIN district';
    case 'city':
      return `In ${ranked.branch.cluster.trim().replace(/\s+/g, ' ')}`;
    case 'territory':
      return territoryOwner === 'caller' ? 'Serves your territory' : "Serves the connector's territory";
    default:
      return null;
  }
}

/** The `BranchChoices` answer: every branch ranked, with its reason, and the one the rule would assign. */
export function branchChoices(branches: readonly BranchCandidate[], place: LeadPlace, territoryOwner: TerritoryOwner): BranchChoices {
  const ranked = rankBranches(branches, place);
  const [best] = ranked;
  return {
    suggested: best && best.evidence !== null ? best.branch.id : null,
    pincode: pincodeIn(place.address),
    branches: ranked.map((entry) => ({
      id: entry.branch.id,
      branch_name: entry.branch.branchName,
      state: entry.branch.state,
      cluster: entry.branch.cluster,
      pincode: entry.branch.pincode,
      evidence: entry.evidence,
      reason: evidenceReason(entry, territoryOwner),
    })),
  };
}

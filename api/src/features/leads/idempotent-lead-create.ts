import type { LeadCreateRequest, LeadDetail } from 'shared-contracts';
import type { AuthUser } from '../auth/auth-user';
import type { Database } from '../../db/client';
import { IdempotencyKeyTaken, requestHash, storedResponse, storeResponse, type IdempotentRequest, type StoredResponse } from './idempotency';
import { createLead } from './lead-create';
import { loadLeadDetail } from './lead-queries';

export interface LeadCreateAnswer {
  status: 201;
  body: LeadDetail;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** Only lead creations (201 with the LeadDetail) are stored under a key of this route. */
function leadAnswer(stored: StoredResponse, replayed: boolean): LeadCreateAnswer {
  if (stored.status !== 201) throw new Error(`Unexpected stored status ${stored.status} for a lead creation`);
  return { status: 201, body: stored.body as LeadDetail, replayed };
}

/**
 * POST /leads/leads/ with an Idempotency-Key (docs/idempotency.md): the first request creates the lead
 * and stores its answer in the same transaction; a retry with the same key and body gets that answer
 * and creates nothing; the same key with another body answers 422. Two requests racing with one key
 * create one lead: the second waits on the key's unique constraint, rolls back and replays.
 */
export async function createLeadOnce(db: Database, user: AuthUser, body: LeadCreateRequest, key: string): Promise<LeadCreateAnswer> {
  const request: IdempotentRequest = { employeeId: user.id, key, requestHash: requestHash(body) };
  const earlier = await storedResponse(db, request);
  if (earlier) return leadAnswer(earlier, true);
  const made: { answer?: StoredResponse } = {};
  try {
    await createLead(db, user, body, async (tx, leadId) => {
      // Read inside the transaction: the stored answer and the lead commit together.
      const lead = await loadLeadDetail(tx, leadId);
      if (!lead) throw new Error(`Lead ${leadId} vanished inside its own transaction`);
      const answer: StoredResponse = { status: 201, body: lead.detail };
      await storeResponse(tx, request, answer);
      made.answer = answer;
    });
  } catch (error) {
    if (!(error instanceof IdempotencyKeyTaken)) throw error;
    const winner = await storedResponse(db, request);
    if (!winner) throw error;
    return leadAnswer(winner, true);
  }
  if (!made.answer) throw new Error('Lead creation stored no answer');
  return leadAnswer(made.answer, false);
}

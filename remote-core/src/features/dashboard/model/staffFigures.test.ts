import { answerDay, conversionRate, funnelSteps, idleFor, oldestWaiting } from './staffFigures';

const GENERATED = '2026-03-15T04:30:00Z'; // 10:00 on 15 March in India

describe('staff figures', () => {
  it("count today by the answer's clock in India time", () => {
    expect(answerDay('2026-03-14T18:30:00Z')).toBe('2026-03-15');
    expect(answerDay(GENERATED)).toBe('2026-03-15');
  });

  it('give a conversion rate only where there were leads', () => {
    expect(conversionRate(3, 8)).toBe('37.5%');
    expect(conversionRate(0, 0)).toBe('—');
  });

  it('say how long the oldest has waited and how long a lead has been idle', () => {
    expect(oldestWaiting('2026-03-12T04:00:00Z', GENERATED)).toBe('oldest waiting 3 days');
    expect(oldestWaiting('2026-03-15T01:00:00Z', GENERATED)).toBe('oldest waiting less than a day');
    expect(oldestWaiting(null, GENERATED)).toBeUndefined();
    expect(idleFor('2026-02-20T04:30:00Z', GENERATED)).toBe('idle 23 days');
  });

  it('draw the onboarding funnel as shares of the connectors created, each step linking to its screen', () => {
    const steps = funnelSteps({ created: 8, kyc_submitted: 6, kyc_verified: 5, first_lead: 4, first_approval: 2 });
    expect(steps.map((step) => [step.label, step.count, step.share])).toEqual([
      ['Created', 8, '100%'],
      ['KYC submitted', 6, '75%'],
      ['KYC verified', 5, '63%'],
      ['First lead', 4, '50%'],
      ['First approval', 2, '25%'],
    ]);
    expect(steps[1].link.to).toBe('/back-office/kyc?status=pending');
    expect(steps[0].link.to).toBe('/back-office/people?role=connector');
    expect(funnelSteps({ created: 0, kyc_submitted: 0, kyc_verified: 0, first_lead: 0, first_approval: 0 })[0].share).toBe('—');
  });
});

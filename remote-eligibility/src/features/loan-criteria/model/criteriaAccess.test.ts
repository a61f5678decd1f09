import { canEditCriteria } from './criteriaAccess';

describe('who may add and edit criteria', () => {
  it('is the back office only, and nobody while the role is unknown', () => {
    expect(canEditCriteria('admin')).toBe(true);
    expect(canEditCriteria('director')).toBe(true);
    expect(canEditCriteria('rm')).toBe(false);
    expect(canEditCriteria('connector')).toBe(false);
    expect(canEditCriteria(undefined)).toBe(false);
  });
});

import { t } from '../i18n';
import { aarav, rohan, vikram } from '../testing/peopleFixtures';
import { NO_FILTERS, activationTexts, canChangeActivation, hasFilters, peopleParams, personRow } from './peopleList';

describe('people filters', () => {
  it('sends only what is set', () => {
    expect(peopleParams(NO_FILTERS)).toEqual({ page: '1', page_size: '20' });
    expect(peopleParams({ role: 'rm', active: 'true', search: ' mehta ', page: 3 })).toEqual({
      role: 'rm',
      is_active: 'true',
      search: 'mehta',
      page: '3',
      page_size: '20',
    });
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, active: 'false' })).toBe(true);
  });
});

describe('personRow', () => {
  it('shows N/A for what is missing and a KYC state for connectors only', () => {
    expect(personRow(t, rohan)).toMatchObject({ territory: 'N/A', mobile: 'N/A', email: 'N/A', kyc: 'rejected', active: false });
    expect(personRow(t, { ...vikram, kyc_state: 'verified' }).kyc).toBeNull();
    expect(personRow(t, vikram).managers).toBe('Anjali Desai (AD3001), Rajesh Kapoor (DR4001)');
    expect(personRow(t, { ...aarav, managers: [] }).managers).toBe('N/A');
    expect(personRow(t, aarav).role).toBe('Connector');
  });
});

describe('activation texts', () => {
  it('warn that deactivating signs the person out everywhere', () => {
    expect(activationTexts(t, 'Aarav Sharma', false)).toMatchObject({
      title: 'Deactivate Aarav Sharma?',
      body: 'Deactivating signs Aarav Sharma out everywhere at once.',
      done: 'Aarav Sharma was deactivated.',
    });
    expect(activationTexts(t, 'Aarav Sharma', true)).toMatchObject({ title: 'Activate Aarav Sharma?', done: 'Aarav Sharma was activated.' });
  });
});

describe('canChangeActivation', () => {
  const admin = { employee_id: 'AD3001', role: 'admin' as const };
  const director = { employee_id: 'DR4001', role: 'director' as const };
  const rajesh = { employeeId: 'DR4001', isDirector: true };

  it('never for oneself, and for a director only by a director', () => {
    expect(canChangeActivation(personRow(t, aarav), admin)).toBe(true);
    expect(canChangeActivation({ employeeId: 'AD3001', isDirector: false }, admin)).toBe(false);
    expect(canChangeActivation(rajesh, admin)).toBe(false);
    expect(canChangeActivation({ employeeId: 'DR4002', isDirector: true }, director)).toBe(true);
    expect(canChangeActivation(rajesh, director)).toBe(false);
    expect(canChangeActivation(personRow(t, aarav), undefined)).toBe(false);
  });
});

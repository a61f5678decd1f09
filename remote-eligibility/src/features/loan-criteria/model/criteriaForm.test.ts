import type { CriteriaKind } from 'shared-contracts';
import { homeCriteria, lapCriteria, personalCriteria } from '../testing/criteriaFixtures';
import { t as commonT } from '../../../common/i18n';
import { shownLabel } from '../../../common/model/loanOptions';
import { t, type LoanCriteriaMessageId } from '../i18n';
import { CRITERIA_FIELDS } from './criteriaFields';
import {
  checkCriteriaForm,
  criteriaFormFields,
  criteriaFormSections,
  criteriaPatch,
  formFieldLabel,
  initialCriteriaValues,
  parseNumberText,
  splitCommaList,
  type CriteriaFormValues,
} from './criteriaForm';
import { CRITERIA_KIND_TABS, criteriaDialogTitle } from './criteriaKinds';

const CRITERIA_KINDS = CRITERIA_KIND_TABS.map((tab) => tab.kind);

/** The form's messages are ids of the feature's catalogue: here in English, as the screen shows them. */
function messagesOf(errors: Record<string, LoanCriteriaMessageId>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, id]) => [field, t(id)]));
}

function fieldOf(kind: CriteriaKind, name: string) {
  const field = criteriaFormFields(kind).find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
}

/** A complete, valid Personal form as a user would type it. */
function personalForm(overrides: Record<string, CriteriaFormValues[string]> = {}): CriteriaFormValues {
  return {
    ...initialCriteriaValues('personal-loan-criteria'),
    bank_name: 'HDFC Bank',
    locations: ['URBAN', 'METRO'],
    min_loan_amount: '50,000',
    max_loan_amount: '25,00,000',
    min_interest_rate: '10.5',
    max_interest_rate: '18',
    min_age: '21',
    max_age: '60',
    min_cibil_score: '750',
    max_dpd: '0',
    max_cibil_enquiries: '4',
    min_tenure: '12',
    max_tenure: '60',
    min_processing_fee: '0.5',
    max_processing_fee: '2.5',
    documentation_required: ' PAN card, ,Aadhaar card ,, ',
    min_salary: '25000',
    min_job_vintage: '6',
    allowed_company_types: [],
    salary_foir: '50',
    ...overrides,
  };
}

describe('the criteria form model', () => {
  it.each(CRITERIA_KINDS)('%s: the sections hold every field of the kind exactly once', (kind) => {
    const names = criteriaFormSections(kind).flatMap((section) => section.fields.map((field) => field.name));
    expect([...names].sort()).toEqual(Object.keys(CRITERIA_FIELDS[kind]).sort());
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 2)).toEqual(['bank_name', 'locations']);
  });

  it('labels fields with their units and picks the input each needs', () => {
    const lap = (name: string) => fieldOf('loan-against-property-criteria', name);
    const labelled = (name: string) => [formFieldLabel(lap(name), t), lap(name).input];
    expect(labelled('min_loan_amount')).toEqual(['Minimum Loan Amount (₹)', 'decimal']);
    expect(labelled('min_age')).toEqual(['Minimum Age (years)', 'integer']);
    expect(labelled('max_tenure')).toEqual(['Maximum Tenure (months)', 'integer']);
    expect(labelled('min_road_width')).toEqual(['Minimum Road Width (ft)', 'decimal']);
    expect(labelled('max_ltv')).toEqual(['Maximum LTV (%)', 'decimal']);
    expect(labelled('min_itr_years')).toEqual(['Minimum ITR Years', 'choice']);
    expect(lap('min_itr_years').options.map((option) => shownLabel(option, commonT))).toEqual(['0 years', '1 year', '2 years', '3 years']);
    expect(lap('bank_name').input).toBe('bank');
    expect(lap('plan_approval_mandatory').input).toBe('switch');
    expect(lap('legal_requirements').input).toBe('list');
    expect(lap('property_types').options.map((option) => option.value)).toEqual(['APARTMENT', 'INDEPENDENT', 'VILLA', 'PLOT', 'COMMERCIAL', 'SHOP']);
    expect(fieldOf('home-loan-criteria', 'property_types').options.map((option) => option.value)).toEqual(['APARTMENT', 'INDEPENDENT', 'VILLA', 'PLOT']);
    expect([lap('low_ltv_loan_amount').required, lap('locations').required, lap('property_types').required]).toEqual([false, true, true]);
    expect(fieldOf('personal-loan-criteria', 'allowed_company_types').required).toBe(false);
  });

  it('parses whole and decimal numbers, with grouping commas but nothing guessed', () => {
    expect(parseNumberText('21', 'integer')).toBe(21);
    expect(parseNumberText(' 750 ', 'integer')).toBe(750);
    expect(parseNumberText('21.5', 'integer')).toBeUndefined();
    expect(parseNumberText('25,00,000', 'decimal')).toBe(2500000);
    expect(parseNumberText('2,500,000.50', 'decimal')).toBe(2500000.5);
    expect(parseNumberText('10.25', 'decimal')).toBe(10.25);
    expect(parseNumberText('.5', 'decimal')).toBe(0.5);
    expect(parseNumberText('10,5', 'decimal')).toBeUndefined();
    expect(parseNumberText('12abc', 'decimal')).toBeUndefined();
    expect(parseNumberText('1e3', 'decimal')).toBeUndefined();
    expect(parseNumberText('.', 'decimal')).toBeUndefined();
    expect(parseNumberText('-', 'integer')).toBeUndefined();
    expect(parseNumberText('', 'decimal')).toBeUndefined();
  });

  it('splits comma lists, trimming and dropping empty entries', () => {
    expect(splitCommaList(' PAN card, ,Aadhaar card ,, ')).toEqual(['PAN card', 'Aadhaar card']);
    expect(splitCommaList('   ')).toEqual([]);
  });

  it('starts a new criteria empty, switches off and the minimum insurance at 1.0', () => {
    const values = initialCriteriaValues('loan-against-property-criteria');
    expect(values).toMatchObject({
      bank_name: '',
      locations: [],
      min_age: '',
      low_ltv_loan_amount: '',
      min_insurance_percentage: '1.0',
      min_itr_years: '',
      plan_approval_mandatory: false,
      legal_requirements: '',
    });
  });

  it('fills the form from a row being edited', () => {
    const values = initialCriteriaValues('loan-against-property-criteria', lapCriteria({ low_ltv_loan_amount: null }));
    expect(values).toMatchObject({
      bank_name: 'Axis Bank',
      locations: ['METRO', 'SEMI_URBAN'],
      max_loan_amount: '30000000',
      min_interest_rate: '9.25',
      low_ltv_loan_amount: '',
      min_insurance_percentage: '1',
      min_itr_years: '2',
      allow_village_property: true,
      legal_requirements: 'Encumbrance certificate for 13 years, Approved building plan',
      documentation_required: 'PAN card, Aadhaar card, Last 3 months salary slips',
    });
  });

  it('builds the create body: integers and decimals parsed, lists split, options in their order', () => {
    const check = checkCriteriaForm('personal-loan-criteria', personalForm({ provident_fund_mandatory: true }));
    expect(check).toEqual({
      ok: true,
      body: {
        bank_name: 'HDFC Bank',
        locations: ['METRO', 'URBAN'],
        min_loan_amount: 50000,
        max_loan_amount: 2500000,
        min_interest_rate: 10.5,
        max_interest_rate: 18,
        min_age: 21,
        max_age: 60,
        min_cibil_score: 750,
        max_dpd: 0,
        max_cibil_enquiries: 4,
        min_tenure: 12,
        max_tenure: 60,
        min_processing_fee: 0.5,
        max_processing_fee: 2.5,
        documentation_required: ['PAN card', 'Aadhaar card'],
        min_salary: 25000,
        min_job_vintage: 6,
        allowed_company_types: [],
        salary_foir: 50,
        provident_fund_mandatory: true,
        professional_tax_mandatory: false,
        work_from_home_acceptable: false,
      },
    });
  });

  it('sends an empty low-LTV threshold as null and the default insurance as 1', () => {
    const values = { ...initialCriteriaValues('loan-against-property-criteria', lapCriteria()), low_ltv_loan_amount: '  ' };
    const check = checkCriteriaForm('loan-against-property-criteria', values);
    expect(check.ok && check.body.low_ltv_loan_amount).toBeNull();
    const fresh = checkCriteriaForm('loan-against-property-criteria', initialCriteriaValues('loan-against-property-criteria'));
    expect(fresh.ok).toBe(false);
    expect(fieldOf('loan-against-property-criteria', 'min_insurance_percentage').parse('1.0')).toEqual({ ok: true, value: 1 });
  });

  it('refuses empty required fields and numbers of the wrong kind, and nothing else', () => {
    const check = checkCriteriaForm(
      'personal-loan-criteria',
      personalForm({ bank_name: ' ', locations: [], min_age: '21.5', max_loan_amount: 'lots', min_tenure: '', max_dpd: '-1', max_age: '15' }),
    );
    expect(check.ok).toBe(false);
    expect(!check.ok && messagesOf(check.errors)).toEqual({
      bank_name: 'Select a bank.',
      locations: 'Select at least one.',
      min_age: 'Enter a whole number.',
      max_loan_amount: 'Enter a number.',
      min_tenure: 'Required.',
    });
  });

  it('asks for at least one property type and a filing-years choice', () => {
    const values = { ...initialCriteriaValues('loan-against-property-criteria', lapCriteria()), property_types: [], min_gst_years: '' };
    const check = checkCriteriaForm('loan-against-property-criteria', values);
    expect(check.ok).toBe(false);
    expect(!check.ok && messagesOf(check.errors)).toEqual({ property_types: 'Select at least one.', min_gst_years: 'Select the number of years.' });
  });
});

describe('what an edit sends', () => {
  const row = personalCriteria();
  const patchOf = (changes: Record<string, CriteriaFormValues[string]>) => {
    const values = { ...initialCriteriaValues('personal-loan-criteria', row), ...changes };
    const check = checkCriteriaForm('personal-loan-criteria', values);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    return criteriaPatch('personal-loan-criteria', row, values, check.body);
  };

  it('sends nothing when nothing changed', () => {
    expect(patchOf({})).toEqual({});
  });

  it('sends only the changed fields, parsed', () => {
    expect(patchOf({ max_age: '58', work_from_home_acceptable: true, documentation_required: 'PAN card, Form 16' })).toEqual({
      max_age: 58,
      work_from_home_acceptable: true,
      documentation_required: ['PAN card', 'Form 16'],
    });
  });

  it('does not count a retyped equal value or the same options in another order as a change', () => {
    expect(patchOf({ min_interest_rate: '10.50', min_loan_amount: '50,000', locations: ['SEMI_URBAN', 'METRO'] })).toEqual({});
  });

  it('sends a whole list when one of its entries changes', () => {
    expect(patchOf({ locations: ['METRO'], allowed_company_types: ['MNC', 'PRIVATE_LIMITED', 'PSU'] })).toEqual({
      locations: ['METRO'],
      allowed_company_types: ['PRIVATE_LIMITED', 'MNC', 'PSU'],
    });
  });

  it('leaves an untouched list alone even when an entry holds a comma', () => {
    const withComma = homeCriteria({ legal_requirements: ['Title deed, certified copy', 'NOC'] });
    const values = initialCriteriaValues('home-loan-criteria', withComma);
    const check = checkCriteriaForm('home-loan-criteria', values);
    if (!check.ok) throw new Error('invalid');
    expect(criteriaPatch('home-loan-criteria', withComma, values, check.body)).toEqual({});
  });

  it('clears the low-LTV threshold with null', () => {
    const lap = lapCriteria();
    const values = { ...initialCriteriaValues('loan-against-property-criteria', lap), low_ltv_loan_amount: '' };
    const check = checkCriteriaForm('loan-against-property-criteria', values);
    if (!check.ok) throw new Error('invalid');
    expect(criteriaPatch('loan-against-property-criteria', lap, values, check.body)).toEqual({ low_ltv_loan_amount: null });
  });
});

describe('dialog titles', () => {
  it('name the kind and the action (and the bank when editing)', () => {
    expect(criteriaDialogTitle('personal-loan-criteria', t)).toBe('Add Personal Loan criteria');
    expect(criteriaDialogTitle('personal-loan-criteria', t, 'HDFC Bank')).toBe('Edit Personal Loan criteria — HDFC Bank');
    expect(criteriaDialogTitle('loan-against-property-criteria', t)).toBe('Add Loan Against Property criteria');
  });
});

import { t } from '../i18n';
import { applicationRequest, currentValues, initialFormState, withKind, withValue, type EligibilityFormState } from './applicationForm';

function filled(state: EligibilityFormState, values: Record<string, string>): EligibilityFormState {
  return Object.entries(values).reduce((next, [name, value]) => withValue(next, name, value), state);
}

const COMMON = {
  age: '30',
  cibil_score: '750',
  location: 'URBAN',
  required_loan_amount: '2,50,000',
  required_tenure: '24',
  recent_dpds: '0',
  cibil_enquiries: '1',
};

describe('applicationRequest', () => {
  it('parses whole numbers and decimals, drops grouping, spaces and the rupee sign', () => {
    const state = filled(initialFormState('personal'), {
      ...COMMON,
      required_loan_amount: ' ₹ 2,50,000.5 ',
      monthly_income: '45000',
      employment_vintage: '+12',
      company_type: 'PSU',
    });
    expect(applicationRequest(state)).toEqual({
      ok: true,
      request: {
        loan_type: 'personal',
        application: {
          age: 30,
          cibil_score: 750,
          location: 'URBAN',
          required_loan_amount: 250000.5,
          required_tenure: 24,
          recent_dpds: 0,
          cibil_enquiries: 1,
          monthly_income: 45000,
          employment_vintage: 12,
          company_type: 'PSU',
        },
      },
    });
  });

  it('sends yes as true and no as false, and leaves out "not applicable"', () => {
    const state = filled(initialFormState('business'), {
      ...COMMON,
      business_vintage: '36',
      annual_turnover: '.5',
      banking_vintage: '12',
      business_type: 'RETAIL',
      has_gst_filing: 'yes',
      has_current_account: 'na',
    });
    const result = applicationRequest(state);
    expect(result.ok && result.request.application).toEqual(
      expect.objectContaining({ annual_turnover: 0.5, has_gst_filing: true }),
    );
    expect(result.ok && 'has_current_account' in result.request.application).toBe(false);
  });

  it('sends ITR / GST years as numbers and leaves an empty low-LTV amount out', () => {
    const state = filled(initialFormState('lap'), {
      ...COMMON,
      property_value: '9000000',
      road_width: '12.5',
      property_type: 'PLOT',
      low_ltv_loan_amount: '   ',
      itr_years: '0',
      gst_years: '3',
      rtr_ratio: '1.1',
      has_plan_approval: 'no',
    });
    const result = applicationRequest(state);
    expect(result).toEqual({
      ok: true,
      request: {
        loan_type: 'lap',
        application: {
          ...{ age: 30, cibil_score: 750, location: 'URBAN', required_loan_amount: 250000, required_tenure: 24, recent_dpds: 0, cibil_enquiries: 1 },
          property_value: 9000000,
          road_width: 12.5,
          property_type: 'PLOT',
          itr_years: 0,
          gst_years: 3,
          rtr_ratio: 1.1,
          has_plan_approval: false,
        },
      },
    });
  });

  it('names each field that is empty or not a number, and sends nothing', () => {
    const state = filled(initialFormState('home'), {
      ...COMMON,
      age: '30.5',
      cibil_score: '7e2',
      property_value: '12,00,000.',
      road_width: 'wide',
    });
    const result = applicationRequest(state);
    expect(result.ok).toBe(false);
    // The messages are ids of the feature's catalogue, shown in the page's language.
    expect(!result.ok && Object.fromEntries(Object.entries(result.errors).map(([field, id]) => [field, t(id)]))).toEqual({
      age: 'Enter a whole number.',
      cibil_score: 'Enter a whole number.',
      road_width: 'Enter a number.',
      property_type: 'This field is required.',
    });
  });

  it('leaves negative numbers and out-of-range values to the server', () => {
    const state = filled(initialFormState('home'), { ...COMMON, age: '-4', property_value: '1', road_width: '0', property_type: 'VILLA' });
    const result = applicationRequest(state);
    expect(result.ok && result.request.application.age).toBe(-4);
  });
});

describe('the form state', () => {
  it('keeps the common answers across kinds and each kind its own answers', () => {
    let state = filled(initialFormState('home'), { age: '50', property_type: 'VILLA' });
    state = withKind(state, 'lap');
    expect(currentValues(state)).toEqual(expect.objectContaining({ age: '50', property_type: '', has_main_document: 'na' }));
    state = withValue(state, 'property_type', 'SHOP');
    state = withKind(state, 'home');
    expect(currentValues(state)).toEqual(expect.objectContaining({ age: '50', property_type: 'VILLA', is_village_property: 'na' }));
  });
});

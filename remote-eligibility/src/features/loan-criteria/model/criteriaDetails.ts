import type { AnyCriteria, CriteriaByKind, CriteriaKind } from 'shared-contracts';
import { COMMON_CRITERIA_FIELDS, CRITERIA_FIELDS, type CriteriaField } from './criteriaFields';
import { formatFieldValue, formatRange } from './criteriaFormat';
import { LOCATION_OPTIONS, optionLabel } from '../../../common/model/loanOptions';

/**
 * What an expanded bank row shows (spec back-office §2, Loan Criteria screen): the sections in
 * order, with every value already formatted, so the view only lays them out.
 */
export interface CriteriaFact {
  label: string;
  value: string;
}

export type CriteriaSection =
  | { title: string; type: 'facts'; facts: CriteriaFact[] }
  | { title: string; type: 'tags'; values: string[]; emptyText: string }
  | { title: string; type: 'list'; values: string[]; emptyText: string };

function fact<Row, Name extends keyof Row & string>(
  fields: NoInfer<Record<Name, CriteriaField>>,
  row: Row,
  name: Name,
  label?: string,
): CriteriaFact {
  const field = fields[name];
  return { label: label ?? field.label, value: formatFieldValue(field, row[name]) };
}

/** A yes/no field shown with its own words, e.g. GST Filing: Mandatory / Optional. */
function choiceFact<Row, Name extends keyof Row & string>(
  row: Row,
  name: Name,
  label: string,
  [whenTrue, whenFalse]: [string, string],
): CriteriaFact {
  return { label, value: row[name] ? whenTrue : whenFalse };
}

type RangeName = 'age' | 'loan_amount' | 'tenure' | 'interest_rate';

function rangeFact(row: AnyCriteria, label: string, range: RangeName): CriteriaFact {
  const min = `min_${range}` as const;
  const max = `max_${range}` as const;
  return { label, value: formatRange(row[min], row[max], COMMON_CRITERIA_FIELDS[min].unit) };
}

const personal = CRITERIA_FIELDS['personal-loan-criteria'];
const business = CRITERIA_FIELDS['business-loan-criteria'];
const home = CRITERIA_FIELDS['home-loan-criteria'];
const lap = CRITERIA_FIELDS['loan-against-property-criteria'];

const specificRequirements: { [K in CriteriaKind]: (row: CriteriaByKind[K]) => CriteriaFact[] } = {
  'personal-loan-criteria': (row) => [
    fact(personal, row, 'min_salary'),
    fact(personal, row, 'min_job_vintage'),
    fact(personal, row, 'provident_fund_mandatory'),
    choiceFact(row, 'work_from_home_acceptable', 'Work From Home', ['Accepted', 'Not accepted']),
  ],
  'business-loan-criteria': (row) => [
    fact(business, row, 'min_business_vintage'),
    fact(business, row, 'min_turnover'),
    choiceFact(row, 'gst_filing_mandatory', 'GST Filing', ['Mandatory', 'Optional']),
    fact(business, row, 'banking_vintage_required', 'Banking Vintage'),
  ],
  'home-loan-criteria': (row) => [
    fact(home, row, 'property_types'),
    fact(home, row, 'min_road_width'),
    fact(home, row, 'allow_village_property', 'Village Property'),
    fact(home, row, 'max_ltv'),
  ],
  'loan-against-property-criteria': (row) => [
    fact(lap, row, 'property_types'),
    fact(lap, row, 'min_road_width'),
    fact(lap, row, 'min_itr_years'),
    fact(lap, row, 'min_gst_years'),
    fact(lap, row, 'min_insurance_percentage'),
    fact(lap, row, 'max_ltv'),
    fact(lap, row, 'low_ltv_loan_amount'),
  ],
};

/** Sections after Required Documentation: only LAP has one (Legal Requirements). */
const closingSections: { [K in CriteriaKind]: (row: CriteriaByKind[K]) => CriteriaSection[] } = {
  'personal-loan-criteria': () => [],
  'business-loan-criteria': () => [],
  'home-loan-criteria': () => [],
  'loan-against-property-criteria': (row) => [
    { title: 'Legal Requirements', type: 'list', values: row.legal_requirements, emptyText: 'No legal requirements listed.' },
  ],
};

export function criteriaSections<K extends CriteriaKind>(kind: K, row: CriteriaByKind[K]): CriteriaSection[] {
  const specificFacts: (row: CriteriaByKind[K]) => CriteriaFact[] = specificRequirements[kind];
  const closing: (row: CriteriaByKind[K]) => CriteriaSection[] = closingSections[kind];
  const common: AnyCriteria = row;
  return [
    {
      title: 'Basic Information',
      type: 'facts',
      facts: [
        rangeFact(common, 'Age Range', 'age'),
        fact(COMMON_CRITERIA_FIELDS, common, 'min_cibil_score'),
        fact(COMMON_CRITERIA_FIELDS, common, 'max_cibil_enquiries'),
      ],
    },
    {
      title: 'Financial Details',
      type: 'facts',
      facts: [
        rangeFact(common, 'Loan Amount', 'loan_amount'),
        rangeFact(common, 'Tenure', 'tenure'),
        rangeFact(common, 'Interest Rate', 'interest_rate'),
      ],
    },
    { title: 'Specific Requirements', type: 'facts', facts: specificFacts(row) },
    {
      title: 'Locations',
      type: 'tags',
      values: common.locations.map((location) => optionLabel(LOCATION_OPTIONS, location)),
      emptyText: 'No locations listed.',
    },
    {
      title: 'Required Documentation',
      type: 'list',
      values: common.documentation_required,
      emptyText: 'No documents listed.',
    },
    ...closing(row),
  ];
}

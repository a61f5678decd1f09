import type { AnyCriteria, CriteriaByKind, CriteriaKind } from 'shared-contracts';
import { COMMON_CRITERIA_FIELDS, CRITERIA_FIELDS, type CriteriaField } from './criteriaFields';
import { formatFieldValue, formatRange } from './criteriaFormat';
import { LOCATION_OPTIONS, optionLabel } from '../../../common/model/loanOptions';
import type { CommonT } from '../../../common/i18n';
import type { LoanCriteriaT } from '../i18n';

/**
 * What an expanded bank row shows (spec back-office §2, Loan Criteria screen): the sections in
 * order, with every label and value already written in the page's language (`t` of the feature's
 * catalogue, `commonT` of common/i18n for option texts), so the view only lays them out.
 */
export interface CriteriaFact {
  label: string;
  value: string;
}

export type CriteriaSection =
  | { title: string; type: 'facts'; facts: CriteriaFact[] }
  | { title: string; type: 'tags'; values: string[]; emptyText: string }
  | { title: string; type: 'list'; values: string[]; emptyText: string };

/** The translators the sections are written with. */
interface Texts {
  t: LoanCriteriaT;
  commonT: CommonT;
}

function fact<Row, Name extends keyof Row & string>(
  { t, commonT }: Texts,
  fields: NoInfer<Record<Name, CriteriaField>>,
  row: Row,
  name: Name,
  label?: string,
): CriteriaFact {
  const field = fields[name];
  return { label: label ?? t(field.label), value: formatFieldValue(field, row[name], t, commonT) };
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

function rangeFact({ t }: Texts, row: AnyCriteria, label: string, range: RangeName): CriteriaFact {
  const min = `min_${range}` as const;
  const max = `max_${range}` as const;
  return { label, value: formatRange(row[min], row[max], COMMON_CRITERIA_FIELDS[min].unit, t) };
}

const personal = CRITERIA_FIELDS['personal-loan-criteria'];
const business = CRITERIA_FIELDS['business-loan-criteria'];
const home = CRITERIA_FIELDS['home-loan-criteria'];
const lap = CRITERIA_FIELDS['loan-against-property-criteria'];

const specificRequirements: { [K in CriteriaKind]: (row: CriteriaByKind[K], texts: Texts) => CriteriaFact[] } = {
  'personal-loan-criteria': (row, texts) => [
    fact(texts, personal, row, 'min_salary'),
    fact(texts, personal, row, 'min_job_vintage'),
    fact(texts, personal, row, 'provident_fund_mandatory'),
    choiceFact(row, 'work_from_home_acceptable', texts.t('details.workFromHome'), [texts.t('details.accepted'), texts.t('details.notAccepted')]),
  ],
  'business-loan-criteria': (row, texts) => [
    fact(texts, business, row, 'min_business_vintage'),
    fact(texts, business, row, 'min_turnover'),
    choiceFact(row, 'gst_filing_mandatory', texts.t('details.gstFiling'), [texts.t('details.mandatory'), texts.t('details.optional')]),
    fact(texts, business, row, 'banking_vintage_required', texts.t('details.bankingVintage')),
  ],
  'home-loan-criteria': (row, texts) => [
    fact(texts, home, row, 'property_types'),
    fact(texts, home, row, 'min_road_width'),
    fact(texts, home, row, 'allow_village_property', texts.t('details.villageProperty')),
    fact(texts, home, row, 'max_ltv'),
  ],
  'loan-against-property-criteria': (row, texts) => [
    fact(texts, lap, row, 'property_types'),
    fact(texts, lap, row, 'min_road_width'),
    fact(texts, lap, row, 'min_itr_years'),
    fact(texts, lap, row, 'min_gst_years'),
    fact(texts, lap, row, 'min_insurance_percentage'),
    fact(texts, lap, row, 'max_ltv'),
    fact(texts, lap, row, 'low_ltv_loan_amount'),
  ],
};

/** Sections after Required Documentation: only LAP has one (Legal Requirements). */
const closingSections: { [K in CriteriaKind]: (row: CriteriaByKind[K], texts: Texts) => CriteriaSection[] } = {
  'personal-loan-criteria': () => [],
  'business-loan-criteria': () => [],
  'home-loan-criteria': () => [],
  'loan-against-property-criteria': (row, { t }) => [
    { title: t('details.legalRequirements'), type: 'list', values: row.legal_requirements, emptyText: t('details.noLegalRequirements') },
  ],
};

export function criteriaSections<K extends CriteriaKind>(kind: K, row: CriteriaByKind[K], t: LoanCriteriaT, commonT: CommonT): CriteriaSection[] {
  const texts: Texts = { t, commonT };
  const specificFacts: (row: CriteriaByKind[K], texts: Texts) => CriteriaFact[] = specificRequirements[kind];
  const closing: (row: CriteriaByKind[K], texts: Texts) => CriteriaSection[] = closingSections[kind];
  const common: AnyCriteria = row;
  return [
    {
      title: t('sections.basic'),
      type: 'facts',
      facts: [
        rangeFact(texts, common, t('details.ageRange'), 'age'),
        fact(texts, COMMON_CRITERIA_FIELDS, common, 'min_cibil_score'),
        fact(texts, COMMON_CRITERIA_FIELDS, common, 'max_cibil_enquiries'),
      ],
    },
    {
      title: t('sections.financial'),
      type: 'facts',
      facts: [
        rangeFact(texts, common, t('details.loanAmount'), 'loan_amount'),
        rangeFact(texts, common, t('details.tenure'), 'tenure'),
        rangeFact(texts, common, t('details.interestRate'), 'interest_rate'),
      ],
    },
    { title: t('sections.specific'), type: 'facts', facts: specificFacts(row, texts) },
    {
      title: t('details.locations'),
      type: 'tags',
      values: common.locations.map((location) => optionLabel(LOCATION_OPTIONS, location, commonT)),
      emptyText: t('details.noLocations'),
    },
    {
      title: t('details.requiredDocumentation'),
      type: 'list',
      values: common.documentation_required,
      emptyText: t('details.noDocuments'),
    },
    ...closing(row, texts),
  ];
}

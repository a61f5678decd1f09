import type { BusinessCriteriaInput, HomeCriteriaInput, LapCriteriaInput, PersonalCriteriaInput } from 'shared-contracts';

const L = 100_000; // one lakh rupees
const CR = 10_000_000; // one crore rupees

const PERSONAL_DOCS = ['PAN Card', 'Aadhaar Card', "Last 3 months' salary slips", "6 months' bank statement", 'Form 16'];
const BUSINESS_DOCS = ['PAN Card', 'Aadhaar Card', 'GST returns (12 months)', 'ITR with computation (2 years)', "12 months' current account statement", 'Udyam registration certificate'];
const HOME_DOCS = ['PAN Card', 'Aadhaar Card', 'Salary slips or ITR (2 years)', "6 months' bank statement", 'Sale agreement', 'Allotment letter'];
const LAP_DOCS = ['PAN Card', 'Aadhaar Card', 'ITR with computation (3 years)', "12 months' bank statement", 'Property title deed', 'Property tax receipt'];
const HOME_LEGAL = ['Title deed', 'Encumbrance certificate (13 years)', 'Approved building plan', 'Occupancy certificate'];
const LAP_LEGAL = ['Title deed', 'Chain of title documents (30 years)', 'Encumbrance certificate', 'Approved building plan', 'Latest property tax receipt'];

export const PERSONAL_CRITERIA: PersonalCriteriaInput[] = [
  {
    bank_name: 'HDFC Bank', locations: ['METRO', 'URBAN', 'SEMI_URBAN'], min_loan_amount: 50_000, max_loan_amount: 40 * L,
    min_interest_rate: 10.5, max_interest_rate: 21, min_age: 21, max_age: 60, min_cibil_score: 720, max_dpd: 0, max_cibil_enquiries: 4,
    min_tenure: 12, max_tenure: 60, min_processing_fee: 0.99, max_processing_fee: 2.5, documentation_required: PERSONAL_DOCS,
    min_salary: 25_000, min_job_vintage: 12, allowed_company_types: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED', 'MNC', 'GOVERNMENT', 'PSU'],
    salary_foir: 60, provident_fund_mandatory: false, professional_tax_mandatory: false, work_from_home_acceptable: true,
  },
  {
    bank_name: 'ICICI Bank', locations: ['METRO', 'URBAN'], min_loan_amount: 50_000, max_loan_amount: 50 * L,
    min_interest_rate: 10.85, max_interest_rate: 16.65, min_age: 23, max_age: 58, min_cibil_score: 730, max_dpd: 0, max_cibil_enquiries: 4,
    min_tenure: 12, max_tenure: 72, min_processing_fee: 1, max_processing_fee: 2.5, documentation_required: PERSONAL_DOCS,
    min_salary: 30_000, min_job_vintage: 24, allowed_company_types: ['PUBLIC_LIMITED', 'MNC', 'GOVERNMENT', 'PSU'],
    salary_foir: 55, provident_fund_mandatory: true, professional_tax_mandatory: false, work_from_home_acceptable: true,
  },
  {
    bank_name: 'State Bank of India', locations: ['METRO', 'URBAN', 'SEMI_URBAN', 'RURAL'], min_loan_amount: 25_000, max_loan_amount: 35 * L,
    min_interest_rate: 11.15, max_interest_rate: 14.3, min_age: 21, max_age: 58, min_cibil_score: 700, max_dpd: 0, max_cibil_enquiries: 5,
    min_tenure: 6, max_tenure: 72, min_processing_fee: 0, max_processing_fee: 1.5, documentation_required: PERSONAL_DOCS,
    min_salary: 15_000, min_job_vintage: 12, allowed_company_types: ['GOVERNMENT', 'PSU', 'PUBLIC_LIMITED', 'MNC'],
    salary_foir: 50, provident_fund_mandatory: false, professional_tax_mandatory: false, work_from_home_acceptable: false,
  },
  {
    bank_name: 'Axis Bank', locations: ['METRO', 'URBAN', 'SEMI_URBAN'], min_loan_amount: 50_000, max_loan_amount: 40 * L,
    min_interest_rate: 10.99, max_interest_rate: 22, min_age: 21, max_age: 60, min_cibil_score: 720, max_dpd: 0, max_cibil_enquiries: 3,
    min_tenure: 12, max_tenure: 60, min_processing_fee: 1.5, max_processing_fee: 2, documentation_required: PERSONAL_DOCS,
    min_salary: 25_000, min_job_vintage: 12, allowed_company_types: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED', 'MNC', 'GOVERNMENT', 'PSU'],
    salary_foir: 65, provident_fund_mandatory: false, professional_tax_mandatory: true, work_from_home_acceptable: true,
  },
  {
    bank_name: 'Kotak Mahindra Bank', locations: ['METRO', 'URBAN'], min_loan_amount: 50_000, max_loan_amount: 35 * L,
    min_interest_rate: 10.99, max_interest_rate: 24, min_age: 21, max_age: 58, min_cibil_score: 750, max_dpd: 0, max_cibil_enquiries: 3,
    min_tenure: 12, max_tenure: 60, min_processing_fee: 1.5, max_processing_fee: 3, documentation_required: PERSONAL_DOCS,
    min_salary: 30_000, min_job_vintage: 12, allowed_company_types: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED', 'MNC'],
    salary_foir: 60, provident_fund_mandatory: true, professional_tax_mandatory: true, work_from_home_acceptable: false,
  },
  {
    bank_name: 'IDFC FIRST Bank', locations: ['METRO', 'URBAN', 'SEMI_URBAN', 'RURAL'], min_loan_amount: 20_000, max_loan_amount: 10 * L,
    min_interest_rate: 10.99, max_interest_rate: 23.99, min_age: 23, max_age: 60, min_cibil_score: 700, max_dpd: 30, max_cibil_enquiries: 6,
    min_tenure: 6, max_tenure: 60, min_processing_fee: 1, max_processing_fee: 3.5, documentation_required: PERSONAL_DOCS,
    min_salary: 20_000, min_job_vintage: 6, allowed_company_types: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED', 'MNC', 'GOVERNMENT', 'PSU'],
    salary_foir: 70, provident_fund_mandatory: false, professional_tax_mandatory: false, work_from_home_acceptable: true,
  },
];

export const BUSINESS_CRITERIA: BusinessCriteriaInput[] = [
  {
    bank_name: 'HDFC Bank', locations: ['METRO', 'URBAN', 'SEMI_URBAN'], min_loan_amount: 1 * L, max_loan_amount: 75 * L,
    min_interest_rate: 10, max_interest_rate: 22.5, min_age: 21, max_age: 65, min_cibil_score: 700, max_dpd: 0, max_cibil_enquiries: 5,
    min_tenure: 12, max_tenure: 48, min_processing_fee: 0.99, max_processing_fee: 2.5, documentation_required: BUSINESS_DOCS,
    min_business_vintage: 36, min_turnover: 40 * L, allowed_business_types: ['MANUFACTURING', 'TRADING', 'SERVICES', 'RETAIL'],
    banking_vintage_required: 12, gst_filing_mandatory: true, current_account_mandatory: true,
  },
  {
    bank_name: 'ICICI Bank', locations: ['METRO', 'URBAN'], min_loan_amount: 1 * L, max_loan_amount: 2 * CR,
    min_interest_rate: 11.25, max_interest_rate: 19.5, min_age: 23, max_age: 65, min_cibil_score: 720, max_dpd: 0, max_cibil_enquiries: 4,
    min_tenure: 12, max_tenure: 60, min_processing_fee: 1, max_processing_fee: 2, documentation_required: BUSINESS_DOCS,
    min_business_vintage: 36, min_turnover: 60 * L, allowed_business_types: ['MANUFACTURING', 'TRADING', 'SERVICES'],
    banking_vintage_required: 24, gst_filing_mandatory: true, current_account_mandatory: true,
  },
  {
    bank_name: 'Axis Bank', locations: ['METRO', 'URBAN', 'SEMI_URBAN'], min_loan_amount: 50_000, max_loan_amount: 50 * L,
    min_interest_rate: 11, max_interest_rate: 21, min_age: 24, max_age: 65, min_cibil_score: 700, max_dpd: 30, max_cibil_enquiries: 5,
    min_tenure: 12, max_tenure: 36, min_processing_fee: 1, max_processing_fee: 2, documentation_required: BUSINESS_DOCS,
    min_business_vintage: 24, min_turnover: 30 * L, allowed_business_types: ['MANUFACTURING', 'TRADING', 'SERVICES', 'RETAIL'],
    banking_vintage_required: 12, gst_filing_mandatory: true, current_account_mandatory: false,
  },
  {
    bank_name: 'Bank of Baroda', locations: ['METRO', 'URBAN', 'SEMI_URBAN', 'RURAL'], min_loan_amount: 1 * L, max_loan_amount: 1 * CR,
    min_interest_rate: 9.85, max_interest_rate: 15.5, min_age: 21, max_age: 65, min_cibil_score: 680, max_dpd: 30, max_cibil_enquiries: 6,
    min_tenure: 12, max_tenure: 84, min_processing_fee: 0.5, max_processing_fee: 1, documentation_required: BUSINESS_DOCS,
    min_business_vintage: 36, min_turnover: 25 * L, allowed_business_types: ['MANUFACTURING', 'TRADING', 'SERVICES'],
    banking_vintage_required: 12, gst_filing_mandatory: true, current_account_mandatory: true,
  },
  {
    bank_name: 'Kotak Mahindra Bank', locations: ['METRO', 'URBAN'], min_loan_amount: 3 * L, max_loan_amount: 75 * L,
    min_interest_rate: 14, max_interest_rate: 26, min_age: 25, max_age: 65, min_cibil_score: 725, max_dpd: 0, max_cibil_enquiries: 4,
    min_tenure: 12, max_tenure: 48, min_processing_fee: 1.5, max_processing_fee: 3, documentation_required: BUSINESS_DOCS,
    min_business_vintage: 36, min_turnover: 75 * L, allowed_business_types: ['TRADING', 'SERVICES', 'RETAIL'],
    banking_vintage_required: 12, gst_filing_mandatory: true, current_account_mandatory: true,
  },
  {
    bank_name: 'IndusInd Bank', locations: ['METRO', 'URBAN', 'SEMI_URBAN'], min_loan_amount: 1 * L, max_loan_amount: 50 * L,
    min_interest_rate: 12.5, max_interest_rate: 25, min_age: 25, max_age: 65, min_cibil_score: 700, max_dpd: 30, max_cibil_enquiries: 5,
    min_tenure: 12, max_tenure: 48, min_processing_fee: 1.5, max_processing_fee: 3, documentation_required: BUSINESS_DOCS,
    min_business_vintage: 24, min_turnover: 20 * L, allowed_business_types: ['MANUFACTURING', 'TRADING', 'SERVICES', 'RETAIL'],
    banking_vintage_required: 6, gst_filing_mandatory: false, current_account_mandatory: true,
  },
];

export const HOME_CRITERIA: HomeCriteriaInput[] = [
  {
    bank_name: 'State Bank of India', locations: ['METRO', 'URBAN', 'SEMI_URBAN', 'RURAL'], min_loan_amount: 5 * L, max_loan_amount: 7.5 * CR,
    min_interest_rate: 8.25, max_interest_rate: 9.65, min_age: 18, max_age: 70, min_cibil_score: 650, max_dpd: 0, max_cibil_enquiries: 6,
    min_tenure: 60, max_tenure: 360, min_processing_fee: 0.35, max_processing_fee: 0.5, documentation_required: HOME_DOCS,
    property_types: ['APARTMENT', 'INDEPENDENT', 'VILLA', 'PLOT'], min_road_width: 10, max_ltv: 90, legal_requirements: HOME_LEGAL,
    allow_village_property: true, allow_joint_wall_property: true,
  },
  {
    bank_name: 'HDFC Bank', locations: ['METRO', 'URBAN', 'SEMI_URBAN'], min_loan_amount: 3 * L, max_loan_amount: 10 * CR,
    min_interest_rate: 8.5, max_interest_rate: 9.95, min_age: 21, max_age: 65, min_cibil_score: 700, max_dpd: 0, max_cibil_enquiries: 5,
    min_tenure: 60, max_tenure: 360, min_processing_fee: 0.5, max_processing_fee: 1, documentation_required: HOME_DOCS,
    property_types: ['APARTMENT', 'INDEPENDENT', 'VILLA'], min_road_width: 15, max_ltv: 90, legal_requirements: HOME_LEGAL,
    allow_village_property: false, allow_joint_wall_property: true,
  },
  {
    bank_name: 'ICICI Bank', locations: ['METRO', 'URBAN'], min_loan_amount: 5 * L, max_loan_amount: 5 * CR,
    min_interest_rate: 8.75, max_interest_rate: 9.8, min_age: 21, max_age: 65, min_cibil_score: 725, max_dpd: 0, max_cibil_enquiries: 4,
    min_tenure: 60, max_tenure: 360, min_processing_fee: 0.5, max_processing_fee: 2, documentation_required: HOME_DOCS,
    property_types: ['APARTMENT', 'INDEPENDENT', 'VILLA', 'PLOT'], min_road_width: 20, max_ltv: 80, legal_requirements: HOME_LEGAL,
    allow_village_property: false, allow_joint_wall_property: false,
  },
  {
    bank_name: 'Axis Bank', locations: ['METRO', 'URBAN', 'SEMI_URBAN'], min_loan_amount: 3 * L, max_loan_amount: 5 * CR,
    min_interest_rate: 8.75, max_interest_rate: 13.3, min_age: 21, max_age: 65, min_cibil_score: 700, max_dpd: 0, max_cibil_enquiries: 5,
    min_tenure: 12, max_tenure: 360, min_processing_fee: 0.5, max_processing_fee: 1, documentation_required: HOME_DOCS,
    property_types: ['APARTMENT', 'INDEPENDENT', 'VILLA'], min_road_width: 12, max_ltv: 85, legal_requirements: HOME_LEGAL,
    allow_village_property: true, allow_joint_wall_property: false,
  },
  {
    bank_name: 'Bank of Baroda', locations: ['METRO', 'URBAN', 'SEMI_URBAN', 'RURAL'], min_loan_amount: 5 * L, max_loan_amount: 10 * CR,
    min_interest_rate: 8.4, max_interest_rate: 10.6, min_age: 21, max_age: 70, min_cibil_score: 680, max_dpd: 30, max_cibil_enquiries: 6,
    min_tenure: 60, max_tenure: 360, min_processing_fee: 0.25, max_processing_fee: 0.5, documentation_required: HOME_DOCS,
    property_types: ['APARTMENT', 'INDEPENDENT', 'VILLA', 'PLOT'], min_road_width: 10, max_ltv: 90, legal_requirements: HOME_LEGAL,
    allow_village_property: true, allow_joint_wall_property: true,
  },
  {
    bank_name: 'Canara Bank', locations: ['URBAN', 'SEMI_URBAN', 'RURAL'], min_loan_amount: 3 * L, max_loan_amount: 5 * CR,
    min_interest_rate: 8.4, max_interest_rate: 11.25, min_age: 18, max_age: 70, min_cibil_score: 650, max_dpd: 30, max_cibil_enquiries: 6,
    min_tenure: 60, max_tenure: 360, min_processing_fee: 0.5, max_processing_fee: 0.5, documentation_required: HOME_DOCS,
    property_types: ['APARTMENT', 'INDEPENDENT', 'PLOT'], min_road_width: 10, max_ltv: 90, legal_requirements: HOME_LEGAL,
    allow_village_property: true, allow_joint_wall_property: true,
  },
];

export const LAP_CRITERIA: LapCriteriaInput[] = [
  {
    bank_name: 'HDFC Bank', locations: ['METRO', 'URBAN', 'SEMI_URBAN'], min_loan_amount: 10 * L, max_loan_amount: 15 * CR,
    min_interest_rate: 9.5, max_interest_rate: 12.5, min_age: 25, max_age: 70, min_cibil_score: 700, max_dpd: 0, max_cibil_enquiries: 5,
    min_tenure: 12, max_tenure: 180, min_processing_fee: 0.5, max_processing_fee: 1, documentation_required: LAP_DOCS,
    property_types: ['APARTMENT', 'INDEPENDENT', 'VILLA', 'COMMERCIAL', 'SHOP'], min_road_width: 20, max_ltv: 65,
    low_ltv_loan_amount: 50 * L, min_insurance_percentage: 1, min_rtr_ratio: 1.2, allow_village_property: false,
    allow_joint_wall_property: true, min_itr_years: 2, min_gst_years: 1, legal_requirements: LAP_LEGAL,
    main_document_missing_allowed: false, plan_approval_mandatory: true, tax_payment_receipt_required: true,
    ec_market_value_certificate_mandatory: true,
  },
  {
    bank_name: 'ICICI Bank', locations: ['METRO', 'URBAN'], min_loan_amount: 10 * L, max_loan_amount: 10 * CR,
    min_interest_rate: 9.75, max_interest_rate: 12.75, min_age: 25, max_age: 65, min_cibil_score: 700, max_dpd: 0, max_cibil_enquiries: 4,
    min_tenure: 12, max_tenure: 180, min_processing_fee: 0.5, max_processing_fee: 1.5, documentation_required: LAP_DOCS,
    property_types: ['APARTMENT', 'INDEPENDENT', 'VILLA', 'PLOT', 'COMMERCIAL', 'SHOP'], min_road_width: 20, max_ltv: 60,
    low_ltv_loan_amount: null, min_insurance_percentage: 1.5, min_rtr_ratio: 1, allow_village_property: false,
    allow_joint_wall_property: false, min_itr_years: 3, min_gst_years: 2, legal_requirements: LAP_LEGAL,
    main_document_missing_allowed: false, plan_approval_mandatory: true, tax_payment_receipt_required: true,
    ec_market_value_certificate_mandatory: true,
  },
  {
    bank_name: 'Axis Bank', locations: ['METRO', 'URBAN', 'SEMI_URBAN'], min_loan_amount: 5 * L, max_loan_amount: 5 * CR,
    min_interest_rate: 9.9, max_interest_rate: 13.5, min_age: 24, max_age: 70, min_cibil_score: 680, max_dpd: 30, max_cibil_enquiries: 6,
    min_tenure: 12, max_tenure: 180, min_processing_fee: 1, max_processing_fee: 1, documentation_required: LAP_DOCS,
    property_types: ['APARTMENT', 'INDEPENDENT', 'VILLA', 'COMMERCIAL'], min_road_width: 15, max_ltv: 60,
    low_ltv_loan_amount: 30 * L, min_insurance_percentage: 1, min_rtr_ratio: 1.1, allow_village_property: true,
    allow_joint_wall_property: true, min_itr_years: 2, min_gst_years: 0, legal_requirements: LAP_LEGAL,
    main_document_missing_allowed: false, plan_approval_mandatory: false, tax_payment_receipt_required: true,
    ec_market_value_certificate_mandatory: false,
  },
  {
    bank_name: 'State Bank of India', locations: ['METRO', 'URBAN', 'SEMI_URBAN', 'RURAL'], min_loan_amount: 10 * L, max_loan_amount: 7.5 * CR,
    min_interest_rate: 10.05, max_interest_rate: 11.55, min_age: 21, max_age: 70, min_cibil_score: 650, max_dpd: 0, max_cibil_enquiries: 6,
    min_tenure: 12, max_tenure: 180, min_processing_fee: 0.5, max_processing_fee: 0.5, documentation_required: LAP_DOCS,
    property_types: ['APARTMENT', 'INDEPENDENT', 'VILLA', 'PLOT', 'COMMERCIAL'], min_road_width: 10, max_ltv: 65,
    low_ltv_loan_amount: null, min_insurance_percentage: 1, min_rtr_ratio: 1, allow_village_property: true,
    allow_joint_wall_property: true, min_itr_years: 3, min_gst_years: 0, legal_requirements: LAP_LEGAL,
    main_document_missing_allowed: false, plan_approval_mandatory: true, tax_payment_receipt_required: true,
    ec_market_value_certificate_mandatory: false,
  },
  {
    bank_name: 'Kotak Mahindra Bank', locations: ['METRO', 'URBAN'], min_loan_amount: 5 * L, max_loan_amount: 10 * CR,
    min_interest_rate: 9.25, max_interest_rate: 13, min_age: 25, max_age: 65, min_cibil_score: 725, max_dpd: 0, max_cibil_enquiries: 4,
    min_tenure: 12, max_tenure: 180, min_processing_fee: 1, max_processing_fee: 2, documentation_required: LAP_DOCS,
    property_types: ['APARTMENT', 'INDEPENDENT', 'VILLA', 'COMMERCIAL', 'SHOP'], min_road_width: 20, max_ltv: 60,
    low_ltv_loan_amount: 40 * L, min_insurance_percentage: 2, min_rtr_ratio: 1.25, allow_village_property: false,
    allow_joint_wall_property: false, min_itr_years: 2, min_gst_years: 2, legal_requirements: LAP_LEGAL,
    main_document_missing_allowed: false, plan_approval_mandatory: true, tax_payment_receipt_required: true,
    ec_market_value_certificate_mandatory: true,
  },
  {
    bank_name: 'IDFC FIRST Bank', locations: ['METRO', 'URBAN', 'SEMI_URBAN', 'RURAL'], min_loan_amount: 5 * L, max_loan_amount: 5 * CR,
    min_interest_rate: 9.95, max_interest_rate: 14, min_age: 25, max_age: 70, min_cibil_score: 680, max_dpd: 30, max_cibil_enquiries: 6,
    min_tenure: 12, max_tenure: 180, min_processing_fee: 1, max_processing_fee: 3, documentation_required: LAP_DOCS,
    property_types: ['APARTMENT', 'INDEPENDENT', 'VILLA', 'PLOT', 'COMMERCIAL', 'SHOP'], min_road_width: 12, max_ltv: 70,
    low_ltv_loan_amount: 25 * L, min_insurance_percentage: 1, min_rtr_ratio: 1, allow_village_property: true,
    allow_joint_wall_property: true, min_itr_years: 1, min_gst_years: 1, legal_requirements: LAP_LEGAL,
    main_document_missing_allowed: true, plan_approval_mandatory: false, tax_payment_receipt_required: false,
    ec_market_value_certificate_mandatory: false,
  },
];

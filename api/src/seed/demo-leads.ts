import type { LoanTypeName } from './reference-data';

export type LeadStatus = 'processing' | 'approved' | 'rejected';

export interface LeadSeed {
  key: string;
  customerName: string;
  customerMobile: string;
  customerAddress: string;
  bank: string;
  loanType: LoanTypeName;
  loanAmount: number;
  status: LeadStatus;
  remarks: string | null;
  referredBy: string;
  createdBy: string;
  createdDaysAgo: number;
  /** Who moved the lead out of processing (approved/rejected leads). */
  decidedBy?: string;
  /** When (days before seeding) it was decided; by default a week after creation (see seed.ts). */
  decidedDaysAgo?: number;
  /** Document decisions of the back office (the timeline's `document` events), days before seeding. */
  documentEvents?: { document: string; state: 'Submitted' | 'Verified'; daysAgo: number }[];
  /** An approved lead's payout credit has been paid (processed); otherwise it waits in Payouts. */
  paid?: boolean;
  checklist: Record<string, string>;
}

const all = (names: string[], state = 'Submitted') => Object.fromEntries(names.map((name) => [name, state]));

const HOME = ['PAN Card', 'Aadhaar Card', 'Salary Slips', 'Bank Statement', 'Sale Agreement', 'Title Documents'];
const PERSONAL = ['PAN Card', 'Aadhaar Card', 'Salary Slips', 'Bank Statement'];
const BUSINESS = ['PAN Card', 'Aadhaar Card', 'GST Returns', 'ITR (2 years)', 'Current Account Statement'];
const LAP = ['PAN Card', 'Aadhaar Card', 'ITR (3 years)', 'Property Title Deed', 'Encumbrance Certificate'];

/**
 * CN1001's eight leads (3 approved, 3 processing, 2 rejected: conversion 37.5 %, 3 active)
 * and a few for the second team.
 */
export const LEADS: LeadSeed[] = [
  {
    key: 'meera', customerName: 'Meera Kulkarni', customerMobile: '9822011001', customerAddress: 'Flat 402, Sai Residency, Baner Road, Pune 411045',
    bank: 'HDFC Bank', loanType: 'Home Loan', loanAmount: 2_500_000, status: 'approved', remarks: '2BHK purchase in Baner; sanction received.',
    referredBy: 'CN1001', createdBy: 'CN1001', createdDaysAgo: 40, decidedBy: 'RM2001', checklist: all(HOME),
  },
  {
    key: 'siddharth', customerName: 'Siddharth Joshi', customerMobile: '9822011002', customerAddress: 'Shop 7, Laxmi Road, Sadashiv Peth, Pune 411030',
    bank: 'ICICI Bank', loanType: 'Business Loan', loanAmount: 1_200_000, status: 'approved', remarks: 'Working capital for textile trading.',
    referredBy: 'CN1001', createdBy: 'CN1001', createdDaysAgo: 35, decidedBy: 'RM2001', checklist: all(BUSINESS),
  },
  {
    key: 'ananya', customerName: 'Ananya Patil', customerMobile: '9822011003', customerAddress: '12, Gulmohar Colony, Kothrud, Pune 411038',
    bank: 'Axis Bank', loanType: 'Personal Loan', loanAmount: 500_000, status: 'approved', remarks: null,
    referredBy: 'CN1001', createdBy: 'CN1001', createdDaysAgo: 55, decidedBy: 'AD3001', checklist: all(PERSONAL),
  },
  {
    key: 'rahul', customerName: 'Rahul Deshmukh', customerMobile: '9822011004', customerAddress: 'Plot 21, Wakad Industrial Estate, Pune 411057',
    bank: 'Kotak Mahindra Bank', loanType: 'Loan Against Property', loanAmount: 4_500_000, status: 'processing', remarks: 'Commercial property in Wakad as collateral.',
    referredBy: 'CN1001', createdBy: 'CN1001', createdDaysAgo: 12,
    checklist: { 'PAN Card': 'Submitted', 'Aadhaar Card': 'Submitted', 'ITR (3 years)': 'Pending', 'Property Title Deed': 'Pending', 'Encumbrance Certificate': 'Submitted' },
  },
  {
    key: 'pooja', customerName: 'Pooja Bhosale', customerMobile: '9822011005', customerAddress: 'B-8, Ganga Nagar, Hadapsar, Pune 411028',
    bank: 'State Bank of India', loanType: 'Personal Loan', loanAmount: 350_000, status: 'processing', remarks: null,
    referredBy: 'CN1001', createdBy: 'CN1001', createdDaysAgo: 6,
    checklist: { 'PAN Card': 'Submitted', 'Aadhaar Card': 'Submitted', 'Salary Slips': 'Pending', 'Bank Statement': 'Pending' },
  },
  {
    key: 'nikhil', customerName: 'Nikhil Jadhav', customerMobile: '9822011006', customerAddress: '5th Floor, Mont Vert, Aundh, Pune 411007',
    bank: 'ICICI Bank', loanType: 'Home Loan', loanAmount: 3_800_000, status: 'processing', remarks: 'Referred by Aarav; file opened by the RM.',
    referredBy: 'CN1001', createdBy: 'RM2001', createdDaysAgo: 2,
    checklist: { 'PAN Card': 'Submitted', 'Aadhaar Card': 'Submitted', 'Salary Slips': 'Submitted', 'Bank Statement': 'Pending', 'Sale Agreement': 'Pending', 'Title Documents': 'Pending' },
  },
  {
    key: 'farhan', customerName: 'Farhan Shaikh', customerMobile: '9822011007', customerAddress: 'Camp Area, M.G. Road, Pune 411001',
    bank: 'Bank of Baroda', loanType: 'Business Loan', loanAmount: 2_000_000, status: 'rejected', remarks: 'Rejected: CIBIL score 642 is below the bank minimum.',
    referredBy: 'CN1001', createdBy: 'CN1001', createdDaysAgo: 20, decidedBy: 'RM2001',
    checklist: { 'PAN Card': 'Submitted', 'Aadhaar Card': 'Submitted', 'GST Returns': 'Submitted', 'ITR (2 years)': 'Submitted', 'Current Account Statement': 'Rejected' },
  },
  {
    key: 'kiran', customerName: 'Kiran Pawar', customerMobile: '9822011008', customerAddress: 'Row House 3, Pimple Saudagar, Pune 411027',
    bank: 'HDFC Bank', loanType: 'Personal Loan', loanAmount: 200_000, status: 'rejected', remarks: 'Rejected: income below the minimum for the requested amount.',
    referredBy: 'CN1001', createdBy: 'CN1001', createdDaysAgo: 28, decidedBy: 'AD3001',
    checklist: { 'PAN Card': 'Submitted', 'Aadhaar Card': 'Submitted', 'Salary Slips': 'Submitted', 'Bank Statement': 'Pending' },
  },
  {
    key: 'lakshmi', customerName: 'Lakshmi Narayan', customerMobile: '9845022001', customerAddress: '14, 9th Cross, Jayanagar 4th Block, Bengaluru 560011',
    bank: 'State Bank of India', loanType: 'Home Loan', loanAmount: 4_200_000, status: 'approved', remarks: null,
    referredBy: 'CN1005', createdBy: 'CN1005', createdDaysAgo: 45, decidedBy: 'RM2002', checklist: all(HOME),
  },
  {
    key: 'manjunath', customerName: 'Manjunath Gowda', customerMobile: '9845022002', customerAddress: '88, Peenya Industrial Area, Bengaluru 560058',
    bank: 'IndusInd Bank', loanType: 'Business Loan', loanAmount: 1_500_000, status: 'approved', remarks: 'CNC machine purchase.',
    referredBy: 'CN1005', createdBy: 'CN1005', createdDaysAgo: 18, decidedBy: 'RM2002', checklist: all(BUSINESS),
  },
  {
    key: 'deepika', customerName: 'Deepika Rao', customerMobile: '9845022003', customerAddress: '301, Prestige Shantiniketan, Whitefield, Bengaluru 560066',
    bank: 'Axis Bank', loanType: 'Personal Loan', loanAmount: 800_000, status: 'processing', remarks: null,
    referredBy: 'CN1005', createdBy: 'CN1005', createdDaysAgo: 4,
    checklist: { 'PAN Card': 'Submitted', 'Aadhaar Card': 'Submitted', 'Salary Slips': 'Pending', 'Bank Statement': 'Pending' },
  },
  {
    key: 'imran', customerName: 'Imran Pasha', customerMobile: '9845022004', customerAddress: '22, Frazer Town, Bengaluru 560005',
    bank: 'Kotak Mahindra Bank', loanType: 'Loan Against Property', loanAmount: 6_000_000, status: 'rejected', remarks: 'Rejected: title chain incomplete.',
    referredBy: 'CN1005', createdBy: 'CN1005', createdDaysAgo: 30, decidedBy: 'RM2002',
    checklist: { 'PAN Card': 'Submitted', 'Aadhaar Card': 'Submitted', 'ITR (3 years)': 'Submitted', 'Property Title Deed': 'Rejected', 'Encumbrance Certificate': 'Submitted' },
  },
  {
    key: 'suresh', customerName: 'Suresh Hegde', customerMobile: '9845022005', customerAddress: '7, Sahakar Nagar, Bengaluru 560092',
    bank: 'ICICI Bank', loanType: 'Loan Against Property', loanAmount: 3_000_000, status: 'approved', remarks: null,
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 25, decidedBy: 'RM2002', checklist: all(LAP),
  },
  {
    key: 'ritu', customerName: 'Ritu Malhotra', customerMobile: '9845022006', customerAddress: '45, Hebbal Kempapura, Bengaluru 560024',
    bank: 'HDFC Bank', loanType: 'Home Loan', loanAmount: 5_500_000, status: 'processing', remarks: null,
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 9,
    checklist: { 'PAN Card': 'Submitted', 'Aadhaar Card': 'Submitted', 'Salary Slips': 'Submitted', 'Bank Statement': 'Submitted', 'Sale Agreement': 'Pending', 'Title Documents': 'Pending' },
  },
  {
    key: 'vinod', customerName: 'Vinod Shetty', customerMobile: '9845022007', customerAddress: '19, Yelahanka New Town, Bengaluru 560064',
    bank: 'Bank of Baroda', loanType: 'Business Loan', loanAmount: 900_000, status: 'processing', remarks: null,
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 3,
    checklist: { 'PAN Card': 'Submitted', 'Aadhaar Card': 'Pending', 'GST Returns': 'Pending', 'ITR (2 years)': 'Pending', 'Current Account Statement': 'Pending' },
  },
];

/** Bank loans whose connector payout must be exact so CN1001's transactions add up. */
export const PAYOUT_OVERRIDES: { bank: string; loanType: LoanTypeName; connectorsPayout: number }[] = [
  { bank: 'HDFC Bank', loanType: 'Home Loan', connectorsPayout: 1.0 },
  { bank: 'ICICI Bank', loanType: 'Business Loan', connectorsPayout: 1.5 },
  { bank: 'Axis Bank', loanType: 'Personal Loan', connectorsPayout: 2.5 },
];

/**
 * The second team's earlier months (docs/demo-data.md#the-dashboards-months), so that the dashboards' trends,
 * conversion and idle leads have something to show: leads of CN1005 and CN1006 spread over the last eleven
 * months with their decisions. CN1006's approvals were paid but the latest one; CN1005 gets no new ledger entry
 * (its figures are the ones listed for it). Three processing leads are idle (no change for 14 days or more).
 */
export const TREND_LEADS: LeadSeed[] = [
  {
    key: 'harish', customerName: 'Harish Kumar', customerMobile: '9740033001', customerAddress: '112, 5th Main, Malleshwaram, Bengaluru 560003',
    bank: 'State Bank of India', loanType: 'Home Loan', loanAmount: 3_600_000, status: 'approved', remarks: 'Resale flat in Malleshwaram.',
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 320, decidedDaysAgo: 309, decidedBy: 'RM2002', paid: true, checklist: all(HOME, 'Verified'),
  },
  {
    key: 'shalini', customerName: 'Shalini Menon', customerMobile: '9740033002', customerAddress: '9, Cambridge Layout, Ulsoor, Bengaluru 560008',
    bank: 'Axis Bank', loanType: 'Personal Loan', loanAmount: 600_000, status: 'rejected', remarks: 'Rejected: existing EMIs above 60% of income.',
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 295, decidedDaysAgo: 288, decidedBy: 'RM2002', checklist: all(PERSONAL),
  },
  {
    key: 'prakash', customerName: 'Prakash Naidu', customerMobile: '9740033003', customerAddress: '44, Industrial Suburb, Rajajinagar, Bengaluru 560010',
    bank: 'ICICI Bank', loanType: 'Business Loan', loanAmount: 1_800_000, status: 'approved', remarks: 'Printing press expansion.',
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 270, decidedDaysAgo: 258, decidedBy: 'AD3001', paid: true, checklist: all(BUSINESS, 'Verified'),
  },
  {
    key: 'farida', customerName: 'Farida Begum', customerMobile: '9740033004', customerAddress: '17, Richards Town, Bengaluru 560005',
    bank: 'HDFC Bank', loanType: 'Home Loan', loanAmount: 4_800_000, status: 'approved', remarks: null,
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 240, decidedDaysAgo: 226, decidedBy: 'RM2002', paid: true, checklist: all(HOME, 'Verified'),
  },
  {
    key: 'girish', customerName: 'Girish Bhat', customerMobile: '9740033005', customerAddress: '3, Basaveshwaranagar, Bengaluru 560079',
    bank: 'Kotak Mahindra Bank', loanType: 'Loan Against Property', loanAmount: 5_200_000, status: 'rejected', remarks: 'Rejected: property is on agricultural land.',
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 212, decidedDaysAgo: 199, decidedBy: 'AD3001', checklist: all(LAP),
  },
  {
    key: 'nandini', customerName: 'Nandini Rao', customerMobile: '9740033006', customerAddress: '28, Peenya 2nd Stage, Bengaluru 560058',
    bank: 'IndusInd Bank', loanType: 'Business Loan', loanAmount: 1_100_000, status: 'approved', remarks: 'Packaging unit working capital.',
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 185, decidedDaysAgo: 176, decidedBy: 'RM2002', paid: true, checklist: all(BUSINESS, 'Verified'),
  },
  {
    key: 'sameer', customerName: 'Sameer Khan', customerMobile: '9740033007', customerAddress: '61, Yelahanka Old Town, Bengaluru 560064',
    bank: 'Bank of Baroda', loanType: 'Business Loan', loanAmount: 750_000, status: 'approved', remarks: null,
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 150, decidedDaysAgo: 141, decidedBy: 'RM2002', paid: true, checklist: all(BUSINESS, 'Verified'),
  },
  {
    key: 'usha', customerName: 'Usha Shenoy', customerMobile: '9740033008', customerAddress: '14, RT Nagar, Bengaluru 560032',
    bank: 'State Bank of India', loanType: 'Personal Loan', loanAmount: 450_000, status: 'approved', remarks: null,
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 122, decidedDaysAgo: 116, decidedBy: 'AD3001', paid: true, checklist: all(PERSONAL, 'Verified'),
  },
  {
    key: 'raghav', customerName: 'Raghav Iyengar', customerMobile: '9740033009', customerAddress: '7, Sanjaynagar, Bengaluru 560094',
    bank: 'ICICI Bank', loanType: 'Home Loan', loanAmount: 6_500_000, status: 'rejected', remarks: 'Rejected: builder not on the approved list.',
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 95, decidedDaysAgo: 84, decidedBy: 'RM2002', checklist: all(HOME),
  },
  {
    key: 'meghana', customerName: 'Meghana Gowda', customerMobile: '9740033010', customerAddress: '50, Hebbal, Bengaluru 560024',
    bank: 'HDFC Bank', loanType: 'Personal Loan', loanAmount: 900_000, status: 'approved', remarks: 'Wedding expenses.',
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 75, decidedDaysAgo: 68, decidedBy: 'RM2002', paid: true, checklist: all(PERSONAL, 'Verified'),
  },
  {
    key: 'lavanya', customerName: 'Lavanya Prasad', customerMobile: '9740033011', customerAddress: '19, Vidyaranyapura, Bengaluru 560097',
    bank: 'ICICI Bank', loanType: 'Loan Against Property', loanAmount: 4_000_000, status: 'approved', remarks: 'Sanctioned; payout waits for the next run.',
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 40, decidedDaysAgo: 20, decidedBy: 'AD3001', checklist: all(LAP, 'Verified'),
  },
  {
    key: 'tarun', customerName: 'Tarun Reddy', customerMobile: '9740033012', customerAddress: '8, Jakkur Layout, Bengaluru 560064',
    bank: 'Axis Bank', loanType: 'Personal Loan', loanAmount: 350_000, status: 'processing', remarks: 'Customer travelling; salary slips awaited.',
    referredBy: 'CN1006', createdBy: 'CN1006', createdDaysAgo: 33, documentEvents: [{ document: 'PAN Card', state: 'Verified', daysAgo: 19 }],
    checklist: { 'PAN Card': 'Verified', 'Aadhaar Card': 'Submitted', 'Salary Slips': 'Pending', 'Bank Statement': 'Pending' },
  },
  {
    key: 'asha', customerName: 'Asha Kamath', customerMobile: '9740033013', customerAddress: '23, BTM Layout 2nd Stage, Bengaluru 560076',
    bank: 'State Bank of India', loanType: 'Home Loan', loanAmount: 2_900_000, status: 'rejected', remarks: 'Rejected: CIBIL score 601.',
    referredBy: 'CN1005', createdBy: 'CN1005', createdDaysAgo: 260, decidedDaysAgo: 251, decidedBy: 'RM2002', checklist: all(HOME),
  },
  {
    key: 'mohan', customerName: 'Mohan Das', customerMobile: '9740033014', customerAddress: '5, Banashankari 3rd Stage, Bengaluru 560085',
    bank: 'Kotak Mahindra Bank', loanType: 'Loan Against Property', loanAmount: 3_500_000, status: 'rejected', remarks: 'Rejected: valuation below the amount asked.',
    referredBy: 'CN1005', createdBy: 'CN1005', createdDaysAgo: 160, decidedDaysAgo: 151, decidedBy: 'AD3001', checklist: all(LAP),
  },
  {
    key: 'bhavana', customerName: 'Bhavana Hegde', customerMobile: '9740033015', customerAddress: '31, JP Nagar 6th Phase, Bengaluru 560078',
    bank: 'Axis Bank', loanType: 'Personal Loan', loanAmount: 500_000, status: 'processing', remarks: null,
    referredBy: 'CN1005', createdBy: 'CN1005', createdDaysAgo: 26,
    checklist: { 'PAN Card': 'Submitted', 'Aadhaar Card': 'Submitted', 'Salary Slips': 'Pending', 'Bank Statement': 'Pending' },
  },
  {
    key: 'venkatesh', customerName: 'Venkatesh Murthy', customerMobile: '9740033016', customerAddress: '66, Bommasandra Industrial Area, Bengaluru 560099',
    bank: 'IndusInd Bank', loanType: 'Business Loan', loanAmount: 1_300_000, status: 'processing', remarks: 'Waiting for the audited balance sheet.',
    referredBy: 'CN1005', createdBy: 'CN1005', createdDaysAgo: 61, documentEvents: [{ document: 'GST Returns', state: 'Verified', daysAgo: 47 }],
    checklist: { 'PAN Card': 'Submitted', 'Aadhaar Card': 'Submitted', 'GST Returns': 'Verified', 'ITR (2 years)': 'Pending', 'Current Account Statement': 'Pending' },
  },
];

/** Every demo lead the seed inserts: the spec's scenarios, then the second team's earlier months. */
export const DEMO_LEADS: readonly LeadSeed[] = [...LEADS, ...TREND_LEADS];

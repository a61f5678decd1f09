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

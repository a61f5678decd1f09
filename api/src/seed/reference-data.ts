/** Reference data for the demo seed: real Indian banks, cities, localities and pincodes. */

export interface BankSeed {
  name: string;
  /** Short code used for generated spokesperson e-mails. */
  code: string;
}

export const BANKS: BankSeed[] = [
  { name: 'State Bank of India', code: 'sbi' },
  { name: 'HDFC Bank', code: 'hdfcbank' },
  { name: 'ICICI Bank', code: 'icicibank' },
  { name: 'Axis Bank', code: 'axisbank' },
  { name: 'Kotak Mahindra Bank', code: 'kotak' },
  { name: 'Punjab National Bank', code: 'pnb' },
  { name: 'Bank of Baroda', code: 'bankofbaroda' },
  { name: 'Canara Bank', code: 'canarabank' },
  { name: 'Union Bank of India', code: 'unionbank' },
  { name: 'IndusInd Bank', code: 'indusind' },
  { name: 'IDFC FIRST Bank', code: 'idfcfirst' },
  { name: 'Yes Bank', code: 'yesbank' },
  { name: 'Federal Bank', code: 'federalbank' },
  { name: 'Bank of India', code: 'bankofindia' },
  { name: 'AU Small Finance Bank', code: 'aubank' },
];

export const LOAN_TYPES = [
  'Personal Loan',
  'Business Loan',
  'Home Loan',
  'Loan Against Property',
  'Car Loan',
  'Education Loan',
  'Gold Loan',
] as const;
export type LoanTypeName = (typeof LOAN_TYPES)[number];

export const REQUIRED_DOCUMENTS: Record<LoanTypeName, string> = {
  'Personal Loan': "PAN Card, Aadhaar Card, Last 3 months' salary slips, 6 months' bank statement, Form 16",
  'Business Loan':
    "PAN Card, Aadhaar Card, GST returns (12 months), ITR with computation (2 years), 12 months' current account statement, Business registration proof",
  'Home Loan':
    "PAN Card, Aadhaar Card, Salary slips or ITR, 6 months' bank statement, Sale agreement, Approved building plan, Title documents",
  'Loan Against Property':
    "PAN Card, Aadhaar Card, ITR (3 years), Property title deed, Encumbrance certificate, Approved plan, 12 months' bank statement",
  'Car Loan': "PAN Card, Aadhaar Card, Salary slips or ITR, Proforma invoice, 6 months' bank statement",
  'Education Loan': 'PAN Card, Aadhaar Card, Admission letter, Fee structure, Co-applicant income proof, Academic records',
  'Gold Loan': 'PAN Card, Aadhaar Card, Gold ornaments for valuation',
};

/**
 * Loan amount bounds (rupees) of the bank loans of a loan type; a lead's amount must lie within them.
 * Loan types not listed (Home Loan, Loan Against Property, Business Loan, Education Loan) have none.
 */
export const LOAN_AMOUNT_BOUNDS: Partial<Record<LoanTypeName, { min: number | null; max: number | null }>> = {
  'Personal Loan': { min: 50_000, max: 4_000_000 },
  'Car Loan': { min: 100_000, max: 10_000_000 },
  'Gold Loan': { min: null, max: 2_500_000 },
};

/** Connector payout (% of the loan amount) per loan type; the company's cp_payout is higher. */
export const BASE_CONNECTOR_PAYOUT: Record<LoanTypeName, number> = {
  'Personal Loan': 1.75,
  'Business Loan': 1.25,
  'Home Loan': 0.5,
  'Loan Against Property': 0.75,
  'Car Loan': 1.0,
  'Education Loan': 0.75,
  'Gold Loan': 0.4,
};

/** Which loan types each bank offers beyond the four main ones (by bank index). */
export function offersLoanType(bankIndex: number, loanType: LoanTypeName): boolean {
  switch (loanType) {
    case 'Car Loan':
      return bankIndex % 3 !== 2;
    case 'Education Loan':
      return bankIndex % 2 === 0;
    case 'Gold Loan':
      return bankIndex % 4 === 1 || bankIndex % 4 === 3;
    default:
      return true;
  }
}

export interface LocalitySeed {
  city: string;
  state: string;
  locality: string;
  pincode: string;
  street: string;
}

type CityGroup = { city: string; state: string; tier: 'Metro' | 'Urban' | 'Semi-Urban'; localities: [string, string, string][] };

const CITY_GROUPS: CityGroup[] = [
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    tier: 'Metro',
    localities: [
      ['Andheri East', '400069', 'Sir M.V. Road'],
      ['Bandra West', '400050', 'Hill Road'],
      ['Powai', '400076', 'Hiranandani Gardens'],
      ['Dadar West', '400028', 'Ranade Road'],
      ['Borivali West', '400092', 'S.V. Road'],
      ['Fort', '400001', 'Dr. D.N. Road'],
    ],
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    tier: 'Urban',
    localities: [
      ['Shivajinagar', '411005', 'Jangli Maharaj Road'],
      ['Kothrud', '411038', 'Karve Road'],
      ['Hinjewadi', '411057', 'Rajiv Gandhi Infotech Park'],
      ['Viman Nagar', '411014', 'Nagar Road'],
      ['Aundh', '411007', 'ITI Road'],
      ['Hadapsar', '411028', 'Solapur Road'],
    ],
  },
  { city: 'Nagpur', state: 'Maharashtra', tier: 'Urban', localities: [['Sitabuldi', '440012', 'Central Avenue'], ['Dharampeth', '440010', 'West High Court Road']] },
  {
    city: 'Ahmedabad',
    state: 'Gujarat',
    tier: 'Urban',
    localities: [['Navrangpura', '380009', 'C.G. Road'], ['Satellite', '380015', 'Ramdev Nagar Road'], ['Maninagar', '380008', 'Jawahar Chowk']],
  },
  { city: 'Surat', state: 'Gujarat', tier: 'Urban', localities: [['Adajan', '395009', 'L.P. Savani Road'], ['Athwa', '395001', 'Athwa Lines']] },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    tier: 'Metro',
    localities: [
      ['Koramangala', '560034', '80 Feet Road'],
      ['Indiranagar', '560038', '100 Feet Road'],
      ['Jayanagar', '560041', '11th Main Road'],
      ['Whitefield', '560066', 'ITPL Main Road'],
      ['Malleshwaram', '560003', 'Sampige Road'],
    ],
  },
  { city: 'Mysuru', state: 'Karnataka', tier: 'Urban', localities: [['Saraswathipuram', '570009', 'Kamakshi Hospital Road']] },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    tier: 'Metro',
    localities: [
      ['T. Nagar', '600017', 'Usman Road'],
      ['Anna Nagar', '600040', '2nd Avenue'],
      ['Adyar', '600020', 'L.B. Road'],
      ['Velachery', '600042', '100 Feet Bypass Road'],
    ],
  },
  { city: 'Coimbatore', state: 'Tamil Nadu', tier: 'Urban', localities: [['R.S. Puram', '641002', 'D.B. Road']] },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    tier: 'Metro',
    localities: [
      ['Banjara Hills', '500034', 'Road No. 12'],
      ['Madhapur', '500081', 'Hitech City Road'],
      ['Secunderabad', '500003', 'S.D. Road'],
      ['Kukatpally', '500072', 'J.N.T.U. Road'],
    ],
  },
  { city: 'Kochi', state: 'Kerala', tier: 'Urban', localities: [['Edappally', '682024', 'NH 66 Bypass'], ['Kakkanad', '682030', 'Seaport-Airport Road']] },
  {
    city: 'New Delhi',
    state: 'Delhi',
    tier: 'Metro',
    localities: [
      ['Connaught Place', '110001', 'Barakhamba Road'],
      ['Karol Bagh', '110005', 'Pusa Road'],
      ['Lajpat Nagar', '110024', 'Ring Road'],
      ['Dwarka', '110075', 'Sector 6 Main Road'],
    ],
  },
  { city: 'Noida', state: 'Uttar Pradesh', tier: 'Urban', localities: [['Sector 18', '201301', 'Atta Market Road']] },
  { city: 'Lucknow', state: 'Uttar Pradesh', tier: 'Urban', localities: [['Hazratganj', '226001', 'Ashok Marg'], ['Gomti Nagar', '226010', 'Vibhuti Khand']] },
  { city: 'Jaipur', state: 'Rajasthan', tier: 'Urban', localities: [['C-Scheme', '302001', 'Ashok Marg'], ['Malviya Nagar', '302017', 'J.L.N. Marg']] },
  { city: 'Kolkata', state: 'West Bengal', tier: 'Metro', localities: [['Park Street', '700016', 'Park Street'], ['Salt Lake', '700091', 'Sector V']] },
  { city: 'Chandigarh', state: 'Chandigarh', tier: 'Urban', localities: [['Sector 17', '160017', 'Bank Square']] },
  { city: 'Indore', state: 'Madhya Pradesh', tier: 'Urban', localities: [['Vijay Nagar', '452010', 'A.B. Road']] },
  { city: 'Bhubaneswar', state: 'Odisha', tier: 'Urban', localities: [['Saheed Nagar', '751007', 'Janpath']] },
  { city: 'Guwahati', state: 'Assam', tier: 'Semi-Urban', localities: [['Paltan Bazaar', '781008', 'G.S. Road']] },
  { city: 'Patna', state: 'Bihar', tier: 'Semi-Urban', localities: [['Fraser Road', '800001', 'Fraser Road']] },
];

export const LOCALITIES: (LocalitySeed & { tier: CityGroup['tier'] })[] = CITY_GROUPS.flatMap((group) =>
  group.localities.map(([locality, pincode, street]) => ({ city: group.city, state: group.state, tier: group.tier, locality, pincode, street })),
);

export const BRANCHES_PER_BANK = 15;

export const FIRST_NAMES = [
  'Amit', 'Sunita', 'Rakesh', 'Kavita', 'Manoj', 'Deepa', 'Sanjay', 'Lakshmi', 'Harish', 'Swati',
  'Gaurav', 'Nandini', 'Prakash', 'Rekha', 'Vivek', 'Shalini', 'Ashok', 'Divya', 'Ramesh', 'Pallavi',
  'Suresh', 'Madhuri', 'Anil', 'Bhavna', 'Naveen', 'Geeta', 'Mahesh', 'Jyoti', 'Venkat', 'Farah',
];

export const LAST_NAMES = [
  'Agarwal', 'Bhat', 'Chatterjee', 'Das', 'Fernandes', 'Ghosh', 'Hegde', 'Iyer', 'Joshi', 'Kaur',
  'Menon', 'Nair', 'Pillai', 'Rao', 'Saxena', 'Thakur', 'Varma', 'Yadav', 'Khan', 'Patel', 'Reddy',
  'Mishra', 'Kulkarni', 'Banerjee',
];

export const SPOKESPERSON_ROLES = ['Branch Manager', 'Sales Manager', 'Relationship Manager', 'Credit Manager'];

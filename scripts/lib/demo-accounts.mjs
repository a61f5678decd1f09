// The demo sign-ins seeded on first start (docs/demo-data.md), as `npm start` prints them. `mobile` is
// the number the mobile login (/login/mobile) and the password reset send their one-time codes to (the
// development outbox, docs/otp.md).
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS = [
  { employeeId: 'CN1001', name: 'Aarav Sharma', mobile: '9876500001', role: 'connector', shows: 'KYC verified: the dashboard (₹53,000 total earnings, territory Pune West), leads, profile' },
  { employeeId: 'CN1002', name: 'Priya Nair', mobile: '9876500002', role: 'connector', shows: 'first sign-in: the privacy notice, then the KYC upload screen (four document images)' },
  { employeeId: 'CN1003', name: 'Rohan Verma', mobile: '9876500003', role: 'connector', shows: 'KYC rejected: "PAN image is blurred" with Upload New Documents' },
  { employeeId: 'CN1004', name: 'Sneha Iyer', mobile: '9876500004', role: 'connector', shows: 'KYC submitted: "KYC Verification In Progress"' },
  { employeeId: 'RM2001', name: 'Vikram Mehta', mobile: '9876500021', role: 'relationship manager', shows: 'the Team overview dashboard, and My Team: CN1001-CN1004 and their leads, read-only' },
  { employeeId: 'AD3001', name: 'Anjali Desai', mobile: '9876500031', role: 'admin', shows: 'the Back office overview dashboard, and the Back Office: KYC Review, Lead Management, Payouts, Catalogue, People' },
  { employeeId: 'DR4001', name: 'Rajesh Kapoor', mobile: '9876500041', role: 'director', shows: 'the Back Office as AD3001; the only one who manages directors' },
  { employeeId: 'RM2002', name: 'Neha Gupta', mobile: '9876500022', role: 'relationship manager', shows: "a second team's year on the Team overview: CN1005 and CN1006, with idle leads" },
  { employeeId: 'CN1005', name: 'Kavya Reddy', mobile: '9876500005', role: 'connector', shows: 'KYC verified: rejected and idle leads, ₹21,000 paid and ₹18,750 waiting' },
  { employeeId: 'CN1006', name: 'Arjun Singh', mobile: '9876500006', role: 'connector', shows: 'KYC verified: a year of leads, approvals and credits (the earnings trend)' },
];

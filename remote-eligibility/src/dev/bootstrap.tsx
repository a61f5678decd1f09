import { startDevShell } from 'shared-auth/dev-shell';
import EligibilityCheckPage from '../features/eligibility-check/EligibilityCheckPage';
import LoanCriteriaPage from '../features/loan-criteria/LoanCriteriaPage';

/** The dev server serves /config.json from API_URL (default http://localhost:8000). */
void startDevShell({
  title: 'Loan products and eligibility',
  pages: [
    { path: '/banks_eligibility', label: 'Loan Products', element: <LoanCriteriaPage /> },
    { path: '/eligibility_check', label: 'Eligibility Check', element: <EligibilityCheckPage /> },
  ],
});

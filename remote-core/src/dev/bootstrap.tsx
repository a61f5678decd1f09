import { startDevShell } from 'shared-auth/dev-shell';
import DashboardPage from '../features/dashboard/DashboardPage';
import BankLoanPage from '../features/catalogue/BankLoanPage';
import BankDetailPage from '../features/bank-detail/BankDetailPage';
import LoanDetailPage from '../features/loan-detail/LoanDetailPage';
import BranchPage from '../features/branch/BranchPage';
import LeadsPage from '../features/leads/LeadsPage';
import LeadDetailPage from '../features/lead-detail/LeadDetailPage';
import BonusPage from '../features/bonus/BonusPage';
import LeadManagementPage from '../features/lead-management/LeadManagementPage';
import ManagedLeadPage from '../features/managed-lead/ManagedLeadPage';
import PayoutsPage from '../features/payouts/PayoutsPage';
import CatalogueAdminPage from '../features/catalogue-admin/CatalogueAdminPage';

/**
 * The dev server serves /config.json from API_URL (default http://localhost:8000). Detail pages
 * are reached from their lists (their header links carry the route pattern, not an id).
 */
void startDevShell({
  title: 'Dashboard, leads and banks',
  pages: [
    { path: '/dashboard', label: 'Dashboard', element: <DashboardPage /> },
    { path: '/bank-loan', label: 'Bank & Loans', element: <BankLoanPage /> },
    { path: '/bank/:bankId', label: 'Bank', element: <BankDetailPage /> },
    { path: '/loan/:loanId', label: 'Loan', element: <LoanDetailPage /> },
    { path: '/branch/:id', label: 'Branch', element: <BranchPage /> },
    { path: '/leads', label: 'Leads', element: <LeadsPage /> },
    { path: '/lead/:id', label: 'Lead', element: <LeadDetailPage /> },
    { path: '/bonus', label: 'Bonus', element: <BonusPage /> },
    // The back office: sign in as AD3001 / DR4001 (an rm, RM2001, reads the team's leads only).
    { path: '/back-office/leads', label: 'Lead Management', element: <LeadManagementPage /> },
    { path: '/back-office/leads/:id', label: 'Managed lead', element: <ManagedLeadPage /> },
    { path: '/back-office/payouts', label: 'Payouts', element: <PayoutsPage /> },
    { path: '/back-office/catalogue', label: 'Catalogue', element: <CatalogueAdminPage /> },
  ],
});

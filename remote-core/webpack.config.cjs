const { createFederatedConfig } = require('../webpack/federated-app.cjs');

// Container name, port and area name: services.json. One exposed module per page, so opening a
// page downloads only its own chunk (docs/federation.md, "What a browser downloads").
module.exports = createFederatedConfig({
  appDir: __dirname,
  service: 'remote-core',
  exposes: {
    './DashboardPage': './src/features/dashboard/DashboardPage.tsx',
    './BankLoanPage': './src/features/catalogue/BankLoanPage.tsx',
    './BankDetailPage': './src/features/bank-detail/BankDetailPage.tsx',
    './LoanDetailPage': './src/features/loan-detail/LoanDetailPage.tsx',
    './BranchPage': './src/features/branch/BranchPage.tsx',
    './LeadsPage': './src/features/leads/LeadsPage.tsx',
    './LeadDetailPage': './src/features/lead-detail/LeadDetailPage.tsx',
    './BonusPage': './src/features/bonus/BonusPage.tsx',
    // The back office (host routes /back-office/leads, /back-office/leads/:id, /back-office/payouts, /back-office/catalogue).
    './LeadManagementPage': './src/features/lead-management/LeadManagementPage.tsx',
    './ManagedLeadPage': './src/features/managed-lead/ManagedLeadPage.tsx',
    './PayoutsPage': './src/features/payouts/PayoutsPage.tsx',
    './CatalogueAdminPage': './src/features/catalogue-admin/CatalogueAdminPage.tsx',
  },
});

const { createFederatedConfig } = require('../webpack/federated-app.cjs');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'remote_eligibility',
  title: 'Loan products and eligibility',
  portEnv: 'REMOTE_ELIGIBILITY_PORT',
  defaultPort: 3002,
  exposes: {
    './LoanCriteriaPage': './src/features/loan-criteria/LoanCriteriaPage.tsx',
  },
});

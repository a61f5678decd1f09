const { createFederatedConfig } = require('../webpack/federated-app.cjs');

// Container name, port and area name: services.json.
module.exports = createFederatedConfig({
  appDir: __dirname,
  service: 'remote-eligibility',
  exposes: {
    './LoanCriteriaPage': './src/features/loan-criteria/LoanCriteriaPage.tsx',
    './EligibilityCheckPage': './src/features/eligibility-check/EligibilityCheckPage.tsx',
  },
});

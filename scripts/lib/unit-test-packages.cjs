/**
 * The workspace packages with jest unit tests (jsdom, jest.preset.cjs): the shared front-end
 * packages and every front end of services.json. The root jest.config.cjs runs them as projects.
 */
const { FRONT_END_SERVICES } = require('./service-table.cjs');

exports.UNIT_TEST_PACKAGES = ['shared-auth', 'shared-ui', ...FRONT_END_SERVICES.map((service) => service.name)];

import { PUBLIC, type AccessTable } from '../security/access-expectations';

/**
 * The OpenAPI document (registered with the API docs; the Swagger UI's own routes under /docs are
 * the plugin's, public, and left out of the table). Not registered in production unless API_DOCS=true.
 */
export const apiDocsAccess: AccessTable = {
  'GET /openapi.json': { expect: PUBLIC },
};

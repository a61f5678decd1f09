import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/**
 * Swagger UI at /docs and the OpenAPI document at /openapi.json, both public. Registered only when
 * API_DOCS allows it (on in development, off in production unless enabled).
 */
const registerApiDocs: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Connector Portal API',
        version: '1.0.0',
        description:
          'Errors: `{"detail": "..."}`; validation failures: HTTP 400 `{"field": ["message"]}`. Authenticate with `Authorization: Bearer <access token>`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`) },
  });
  // The UI's own routes are registered by the plugin: declare them public here, in their own scope.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: '/docs' });
  });
  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
};

/** Not encapsulated: the document must see the routes registered next to it. */
export const apiDocs = fastifyPlugin(registerApiDocs, { name: 'api-docs' });

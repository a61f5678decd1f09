/** The operations of the API's OpenAPI document, as the route walks read them (openapi-fuzz, worst-case requests). */
import type { JsonSchema } from './schema-fuzz';
import { fastifyPath } from './access-walk';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface DocumentedOperation {
  method: string;
  /** The route as Fastify declares it: `/leads/leads/:id/`. */
  url: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | null;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
      return {
        method: method.toUpperCase(),
        url: fastifyPath(path),
        parameters: ((operation.parameters as Parameter[] | undefined) ?? []).filter((parameter) => parameter.in === 'path' || parameter.in === 'query'),
        body: content?.['application/json']?.schema ?? null,
      };
    }),
  );
}

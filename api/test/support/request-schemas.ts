/** The schemas requests are validated against, as the OpenAPI document states them (request-schema-costs.test.ts). */
import type { JsonSchema } from './schema-fuzz';

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every parameter schema and request body schema of every operation, labelled "METHOD /path part". */
export function requestSchemasOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): { label: string; schema: JsonSchema }[] {
  const schemas: { label: string; schema: JsonSchema }[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const label = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.schema && (parameter.in === 'path' || parameter.in === 'query')) {
          schemas.push({ label: `${label} ${parameter.in} ${parameter.name}`, schema: parameter.schema });
        }
      }
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
        if (content.schema) schemas.push({ label: `${label} body (${type})`, schema: content.schema });
      }
    }
  }
  return schemas;
}

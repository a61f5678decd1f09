/**
 * ESLint rule `portal/pre-federation`: the host's code that runs before the federation runtime
 * imports, at runtime, nothing but other such files and JSON. That code is the document's start
 * script (host/src/start.ts, built on its own outside webpack's federation runtime by
 * webpack/prerender-plugin.cjs, so everything it imports is in its own small file), the entry
 * (host/src/index.ts) up to its async boundary, and what they import statically. A package there
 * (React, shared-auth, shared-ui) would be bundled into the start script, or consumed by the entry
 * before the share scope exists. `import type` costs nothing at runtime, and a dynamic import() is
 * the boundary itself: both are allowed. docs/performance.md, "Early start script and one batched
 * start-up read".
 */
import fs from 'node:fs';
import path from 'node:path';
import { typeOnly } from './import-kind.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The pre-federation files, relative to the repository. */
export function isPreFederationFile(relative) {
  return (
    ['host/src/start.ts', 'host/src/index.ts', 'host/src/app/routeTable.ts', 'host/src/pageTable.ts'].includes(relative) ||
    (/^host\/src\/features\/startup\/[^/]+\.ts$/.test(relative) && !relative.endsWith('.test.ts'))
  );
}

/** Plain code with no imports of its own that pre-federation files may use as values (the roles and page audiences). */
const PLAIN_PACKAGES = new Set(['shared-contracts/roles']);

const relativeTo = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** The file a relative import names (TypeScript's resolution for this code: the path, .ts, or a folder's index.ts). */
function resolved(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [base, `${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? base;
}

export const preFederationRule = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      package:
        '{{file}} runs before the federation runtime: it imports no package at runtime ("{{source}}"). Use `import type`, or reach it after the boundary with import() (eslint-rules/pre-federation.mjs).',
      outside:
        '{{file}} runs before the federation runtime: it imports at runtime only other pre-federation files and JSON, not "{{source}}". Move what it needs into host/src/features/startup/ (plain TypeScript), or use `import type` (eslint-rules/pre-federation.mjs).',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? ROOT;
    const file = relativeTo(root, context.filename);
    if (!isPreFederationFile(file)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || typeOnly(node)) return;
      if (!source.startsWith('.')) {
        if (!PLAIN_PACKAGES.has(source)) context.report({ node: node.source, messageId: 'package', data: { file, source } });
        return;
      }
      if (source.endsWith('.json')) return;
      if (!isPreFederationFile(relativeTo(root, resolved(context.filename, source)))) {
        context.report({ node: node.source, messageId: 'outside', data: { file, source } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

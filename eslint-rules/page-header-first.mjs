/**
 * ESLint rule `portal/page-header-first`: a page's own module (the file pages.json names as its
 * `source`) imports nothing from shared-ui/widgets but types. What needs the widgets is the page's
 * body, loaded with the page kit's lazyPageBody, so that the page's header is drawn without
 * waiting for them (docs/pages.md, "A page's header first"). This catches the direct import;
 * e2e/tests/page-header-first.spec.ts also catches one through a component.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { typeOnly } from './import-kind.mjs';

const WIDGETS = 'shared-ui/widgets';
const { PAGE_TABLE } = createRequire(import.meta.url)('../scripts/lib/page-table.cjs');
const ROOT = path.resolve(import.meta.dirname, '..');

/** Every page's module, as `<remote>/<source>` relative to the repository. */
export const PAGE_MODULE_FILES = new Set(PAGE_TABLE.pages.map((page) => `${page.remote}/${page.source}`));

/** The page module a file is, relative to the repository; undefined for any other file. */
function pageModuleOf(filename, root) {
  const inside = path.relative(root, filename).split(path.sep).join('/');
  return PAGE_MODULE_FILES.has(inside) ? inside : undefined;
}

export const pageHeaderFirstRule = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      widgetsInPage:
        '{{file}} is a page\'s own module: it imports nothing from shared-ui/widgets, so that its header is drawn without waiting for them. Move what needs them into the page\'s body (<Name>PageBody.tsx, drawn with lazyPageBody; docs/pages.md "A page\'s header first").',
    },
  },
  create(context) {
    const file = pageModuleOf(context.filename, context.options[0]?.root ?? ROOT);
    if (file === undefined) return {};
    const check = (node) => {
      if (node.source?.value !== WIDGETS || typeOnly(node)) return;
      context.report({ node: node.source, messageId: 'widgetsInPage', data: { file } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

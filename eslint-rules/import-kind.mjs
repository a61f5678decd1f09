/**
 * Whether an import or re-export declaration brings in types only (`import type`, `export type`,
 * or every name marked `type`): such a declaration is erased by TypeScript and loads nothing at
 * runtime. Shared by the portal's rules that are about what a module loads.
 */
export const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));

/**
 * ESLint rule `portal/no-import-cycle`: a file may not reach itself through relative imports, type
 * imports included. Two modules that need each other are one module, or share a third that both
 * import; a type-only cycle is the same tangle with a weaker symptom. (import-x/no-cycle skips type
 * imports, which is why the portal has its own rule.)
 *
 * The graph follows relative specifiers only (`./x`, `../y`): packages reach each other through
 * their names, and the boundaries between them are the no-restricted-imports rules. Other files are
 * read once per lint run and scanned for their specifiers; the file being linted uses its AST.
 */
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const SPECIFIER = /(?:^|[\s;}])(?:import|export)\b[^'"`;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[\s;])import\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|\brequire\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm;

/** @type {Map<string, string | null>} */
const resolved = new Map();
/** @type {Map<string, string[]>} */
const importsOfFile = new Map();

/** The file a relative specifier names (with an extension or an index file added), or null. */
function resolve(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (resolved.has(base)) return resolved.get(base);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  // `./x.js` written for a TypeScript file `x.ts`.
  if (/\.[cm]?js$/.test(base)) candidates.push(...['.ts', '.tsx', '.mts', '.cts'].map((ext) => base.replace(/\.[cm]?js$/, ext)));
  const file = candidates.find((candidate) => EXTENSIONS.includes(path.extname(candidate)) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
  resolved.set(base, file);
  return file;
}

function specifiersIn(text) {
  const specifiers = [];
  for (const match of text.replace(COMMENTS, '$1').matchAll(SPECIFIER)) {
    specifiers.push(match[1] ?? match[2] ?? match[3] ?? match[4]);
  }
  return specifiers;
}

function importsOf(file) {
  let imports = importsOfFile.get(file);
  if (!imports) {
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      // A file that vanished since resolution imports nothing.
    }
    imports = specifiersIn(text).map((specifier) => resolve(file, specifier)).filter(Boolean);
    importsOfFile.set(file, imports);
  }
  return imports;
}

/** A path of files from `start` back to `start` through its imports, or null (breadth first: the shortest). */
function cycleThrough(start, firstImports) {
  const cameFrom = new Map();
  const queue = [];
  for (const next of firstImports) {
    if (next === start) return [start, start];
    if (!cameFrom.has(next)) {
      cameFrom.set(next, start);
      queue.push(next);
    }
  }
  for (let i = 0; i < queue.length; i += 1) {
    const file = queue[i];
    for (const next of importsOf(file)) {
      if (next === start) {
        const between = [];
        for (let at = file; at !== start; at = cameFrom.get(at)) between.unshift(at);
        return [start, ...between, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noImportCycleRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cycle:
        'Import cycle: {{cycle}}. Two modules that need each other are one module, or share a third module that both import.',
    },
  },
  create(context) {
    const file = context.filename;
    if (!EXTENSIONS.includes(path.extname(file))) return {};
    return {
      'Program:exit'(program) {
        // This file's own imports come from its current text (the editor's buffer), not the disk.
        importsOfFile.set(file, specifiersIn(context.sourceCode.text).map((specifier) => resolve(file, specifier)).filter(Boolean));
        const cycle = cycleThrough(file, importsOfFile.get(file));
        if (!cycle) return;
        const root = path.dirname(file);
        context.report({
          node: program,
          loc: { line: 1, column: 0 },
          messageId: 'cycle',
          data: { cycle: cycle.map((step) => path.relative(root, step) || path.basename(step)).join(' → ') },
        });
      },
    };
  },
};

/**
 * Finds, statically, the English texts the API writes for people to read (docs/languages.md#api-texts):
 * error details and field messages, the event notifications' titles and messages, the one-time-code
 * messages. Read by i18n-completeness.test.ts, which checks that every one of them has its Hindi.
 *
 * A text is found when it is
 * - a string or template literal (or a constant, a function's return value, a map's values reached
 *   from one) given to an error builder (`badRequest`, `unauthorized`, ..., `new HttpError`,
 *   `fieldErrors`, `tooManyRequestsFor`) or to a text builder named in `TEXT_FUNCTIONS`;
 * - the `title`, `message` or `detail` of an object literal (notifications, `{ detail }` bodies);
 * - any other literal that reads like a sentence (a capital, a space, a full stop), unless it is a
 *   log line, an `Error` for the logs, SQL, or an API-docs text (`summary`, `description`).
 * A template literal's `${...}` becomes a sample value (`7`) unless it is a condition between two texts,
 * or a constant holding a text, which are expanded; the catalogue's patterns must match the result.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FoundText {
  text: string;
  /** `path:line` of the literal, relative to api/. */
  at: string;
}

const ERROR_BUILDERS = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'payloadTooLarge',
  'tooManyRequests',
  'tooManyRequestsFor',
  'serviceUnavailable',
  'HttpError',
  'fieldErrors',
]);

/** Functions (besides the error builders) whose result is a text for a person: their arguments and return values are read. */
const TEXT_FUNCTIONS = new Set(['otpText', 'messageOf']);

/** Properties of object literals whose value is shown to a person. */
const TEXT_PROPERTIES = new Set(['title', 'message', 'detail']);

/** Calls whose literal arguments are never shown to a user: logs, internal errors, audit entries. */
const NOT_SHOWN_CALLS = new Set(['info', 'warn', 'error', 'debug', 'trace', 'fatal', 'logSecurityEvent', 'recordAudit', 'Error', 'TypeError', 'RangeError', 'log']);

/** Properties of object literals that are API documentation or internals, not texts a user receives. */
const NOT_SHOWN_PROPERTIES = new Set(['summary', 'description', 'why', 'help']);

/**
 * Sample values for a template's `${...}` whose text the catalogue's pattern surrounds (by the
 * expression's source): what the code puts there, so the sample matches the pattern as a real one would.
 */
const SAMPLES: Record<string, string> = {
  list: '**Aadhaar**, **PAN** and **Salary slip**',
  "parts.join(' · ')": 'Commission ₹1,000 · TDS ₹50',
};

/**
 * `tooManyRequestsFor(ms, detail)` answers `${detail} Try again in N minutes.`: each detail given to it
 * (and the rate limiter's default) is checked as the caller reads it.
 */
const RETRY_SUFFIXES = [' Try again in 7 minutes.', ' Try again in 1 minute.'];
const RATE_LIMIT_DEFAULT = 'Too many requests.';

/** Reads like a sentence: a capital, a quote, bold or a value (`${code} is your...`) first, a space, a full stop last. */
const SENTENCE = /^(?:\*\*|[A-Z0-9"'])[\s\S]* [\s\S]*[.?!]$/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const isConcatenation = (node: ts.Node | undefined): node is ts.BinaryExpression =>
  node !== undefined && ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken;

const containsText = (node: ts.Node): boolean => {
  if (isText(node)) return true;
  return isConcatenation(node) ? containsText(node.left) || containsText(node.right) : false;
};

type TextNode = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression;

const isText = (node: ts.Node): node is TextNode => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

interface Declarations {
  values: Map<string, ts.Expression>;
  functions: Map<string, ts.Node>;
}

function declarationsOf(file: ts.SourceFile, into: Declarations): void {
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) into.functions.set(node.name.text, init);
      else if (!into.values.has(node.name.text)) into.values.set(node.name.text, init);
    }
    if (ts.isFunctionDeclaration(node) && node.name) into.functions.set(node.name.text, node);
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/** The return expressions of a function (not of functions nested in it). */
function returnsOf(fn: ts.Node): ts.Expression[] {
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !ts.isBlock(fn.body)) return [fn.body];
  const out: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (node !== fn && (ts.isFunctionLike(node) || ts.isClassLike(node))) return;
    if (ts.isReturnStatement(node) && node.expression) out.push(node.expression);
    ts.forEachChild(node, visit);
  };
  visit(fn);
  return out;
}

export function collectUserTexts(apiDir: string, folders = ['src/features', 'src/http', 'src/security', 'src/maintenance']): FoundText[] {
  const files = folders.flatMap((folder) => sourceFiles(join(apiDir, folder)));
  const parsed = files.map((path) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true));
  const global: Declarations = { values: new Map(), functions: new Map() };
  const local = new Map<ts.SourceFile, Declarations>();
  for (const file of parsed) {
    const own: Declarations = { values: new Map(), functions: new Map() };
    declarationsOf(file, own);
    local.set(file, own);
    for (const [name, value] of own.values) if (!global.values.has(name)) global.values.set(name, value);
    for (const [name, fn] of own.functions) if (!global.functions.has(name)) global.functions.set(name, fn);
  }

  const found = new Map<string, FoundText>();
  const add = (text: string, node: ts.Node) => {
    // Field names and other single words are not messages.
    if (!/[A-Za-z]/.test(text) || !/ |[.?!]$/.test(text)) return;
    const file = node.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    if (!found.has(text)) found.set(text, { text, at: `${relative(apiDir, file.fileName)}:${line}` });
  };

  const valueOf = (name: string, file: ts.SourceFile) => local.get(file)?.values.get(name) ?? global.values.get(name);
  const functionOf = (name: string, file: ts.SourceFile) => local.get(file)?.functions.get(name) ?? global.functions.get(name);

  /** The texts an expression can be, as strings (templates expanded); `seen` stops cycles. */
  const textsOf = (expr: ts.Node, seen: Set<ts.Node>, picks?: Map<string, boolean>): string[] => {
    if (seen.has(expr)) return [];
    // The same condition twice in one text (`${n === 1 ? 'was' : 'were'} ... ${n === 1 ? 'it' : 'them'}`) takes the same branch.
    if (!picks && (ts.isTemplateExpression(expr) || isConcatenation(expr))) {
      const conditions = [...new Set(choicesIn(expr))];
      if (conditions.length > 0 && conditions.length <= 6) {
        const out: string[] = [];
        for (let mask = 0; mask < 1 << conditions.length; mask += 1) {
          const assignment = new Map(conditions.map((condition, index) => [condition, (mask & (1 << index)) !== 0]));
          out.push(...textsOf(expr, new Set(seen), assignment));
        }
        return [...new Set(out)];
      }
    }
    seen.add(expr);
    const file = expr.getSourceFile();
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
    if (ts.isTemplateExpression(expr)) {
      let variants = [expr.head.text];
      for (const span of expr.templateSpans) {
        const inner = spanTexts(span.expression, seen, picks);
        variants = variants.flatMap((before) => inner.map((value) => `${before}${value}${span.literal.text}`));
      }
      return variants;
    }
    if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr) || ts.isSatisfiesExpression(expr)) return textsOf(expr.expression, seen);
    if (ts.isConditionalExpression(expr)) {
      const pick = picks?.get(expr.condition.getText());
      if (pick !== undefined) return textsOf(pick ? expr.whenTrue : expr.whenFalse, seen, picks);
      return [...textsOf(expr.whenTrue, seen, picks), ...textsOf(expr.whenFalse, seen, picks)];
    }
    if (isConcatenation(expr)) {
      const left = textsOf(expr.left, seen, picks);
      const right = textsOf(expr.right, seen, picks);
      const sides = [left.length > 0 ? left : spanTexts(expr.left, seen, picks), right.length > 0 ? right : spanTexts(expr.right, seen, picks)];
      return sides[0].flatMap((before) => sides[1].map((after) => `${before}${after}`));
    }
    if (ts.isBinaryExpression(expr) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expr.operatorToken.kind)) {
      return [...textsOf(expr.left, seen), ...textsOf(expr.right, seen)];
    }
    if (ts.isIdentifier(expr)) {
      const value = valueOf(expr.text, file);
      return value ? textsOf(value, seen) : [];
    }
    // `localise(language, text)`: the English text it is given.
    if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression) && expr.expression.text === 'localise' && expr.arguments[1]) {
      return textsOf(expr.arguments[1], seen, picks);
    }
    if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) {
      const fn = functionOf(expr.expression.text, file);
      return fn ? returnsOf(fn).flatMap((returned) => textsOf(returned, seen)) : [];
    }
    if (ts.isElementAccessExpression(expr) || ts.isPropertyAccessExpression(expr)) {
      const target = expr.expression;
      const object = ts.isIdentifier(target) ? valueOf(target.text, file) : undefined;
      if (object && ts.isObjectLiteralExpression(object)) {
        const wanted = ts.isPropertyAccessExpression(expr) ? expr.name.text : null;
        return object.properties.flatMap((property) =>
          ts.isPropertyAssignment(property) && (wanted === null || property.name.getText() === wanted) ? textsOf(property.initializer, seen) : [],
        );
      }
      return [];
    }
    if (ts.isObjectLiteralExpression(expr)) {
      return expr.properties.flatMap((property) => (ts.isPropertyAssignment(property) ? textsOf(property.initializer, seen) : []));
    }
    if (ts.isArrayLiteralExpression(expr)) return expr.elements.flatMap((element) => textsOf(element, seen));
    // Anything else (e.g. `Object.fromEntries(found.map((f) => [f, [MESSAGE]]))`): the texts inside it.
    const out: string[] = [];
    ts.forEachChild(expr, (child) => {
      if (ts.isIdentifier(child) && ts.isPropertyAccessExpression(expr) && child === expr.name) return;
      if (ts.isComputedPropertyName(child)) return;
      out.push(...textsOf(child, seen));
    });
    return out;
  };

  /** A `${...}` of a template: a text it can be (a condition between texts, a constant text), else a sample value. */
  const spanTexts = (expr: ts.Expression, seen: Set<ts.Node>, picks?: Map<string, boolean>): string[] => {
    let inner: ts.Expression = expr;
    while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
    const sample = SAMPLES[inner.getText()];
    if (sample !== undefined) return [sample];
    if (allText(inner)) return textsOf(inner, new Set(seen), picks);
    if (ts.isIdentifier(inner)) {
      // A local name is read in its own file only.
      const value = local.get(inner.getSourceFile())?.values.get(inner.text);
      if (value && allText(value)) return textsOf(value, new Set(seen));
    }
    if (ts.isCallExpression(inner) && ts.isIdentifier(inner.expression)) {
      const fn = functionOf(inner.expression.text, inner.getSourceFile());
      const returned = fn ? returnsOf(fn) : [];
      if (returned.length > 0 && returned.every(allText)) return returned.flatMap((value) => textsOf(value, new Set(seen)));
    }
    return ['7'];
  };

  /** The conditions of the choices between texts directly in a template or concatenation. */
  const choicesIn = (expr: ts.Node): string[] => {
    const out: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isConditionalExpression(node) && allText(node)) out.push(node.condition.getText());
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression));
      else if (isConcatenation(node)) [node.left, node.right].forEach(visit);
      else if (ts.isParenthesizedExpression(node)) visit(node.expression);
      else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(visit);
    };
    visit(expr);
    return out;
  };

  /** Whether an expression is a text, or a choice between texts (`a ? 'x' : \`y\``), whatever it holds. */
  const allText = (expr: ts.Expression): boolean => {
    let inner: ts.Expression = expr;
    while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
    if (isText(inner)) return true;
    if (ts.isConditionalExpression(inner)) return allText(inner.whenTrue) && allText(inner.whenFalse);
    if (isConcatenation(inner)) return allText(inner.left) && allText(inner.right);
    return false;
  };

  const collect = (expr: ts.Node) => {
    for (const text of textsOf(expr, new Set())) add(text, expr);
  };

  const calleeName = (node: ts.CallExpression | ts.NewExpression): string | null => {
    const callee = node.expression;
    if (ts.isIdentifier(callee)) return callee.text;
    if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
    return null;
  };

  /** Whether a literal sits where nobody reads it: a log call, an internal Error, SQL, an API-docs text. */
  const notShown = (node: ts.Node): boolean => {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if ((ts.isCallExpression(at) || ts.isNewExpression(at)) && at.arguments?.some((arg) => arg.pos <= node.pos && node.end <= arg.end)) {
        const name = calleeName(at);
        if (name && NOT_SHOWN_CALLS.has(name)) return true;
        if (name && (ERROR_BUILDERS.has(name) || TEXT_FUNCTIONS.has(name))) return false;
      }
      if (ts.isTaggedTemplateExpression(at)) return true;
      if (ts.isPropertyAssignment(at) && NOT_SHOWN_PROPERTIES.has(at.name.getText())) return true;
      if (ts.isPropertyAssignment(at) && TEXT_PROPERTIES.has(at.name.getText())) return false;
    }
    return false;
  };

  for (const file of parsed) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const name = calleeName(node);
        if (name && ERROR_BUILDERS.has(name)) for (const arg of node.arguments ?? []) collect(arg);
        if (name === 'tooManyRequestsFor' && node.arguments?.[1]) {
          for (const text of [...textsOf(node.arguments[1], new Set()), RATE_LIMIT_DEFAULT]) {
            for (const suffix of RETRY_SUFFIXES) add(`${text}${suffix}`, node);
          }
        }
      }
      if ((ts.isFunctionDeclaration(node) && node.name && TEXT_FUNCTIONS.has(node.name.text)) ||
        (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && TEXT_FUNCTIONS.has(node.name.text) && node.initializer)) {
        const fn = ts.isVariableDeclaration(node) ? node.initializer : node;
        if (fn) for (const returned of returnsOf(fn)) collect(returned);
      }
      if (ts.isPropertyAssignment(node) && TEXT_PROPERTIES.has(node.name.getText())) collect(node.initializer);
      if (ts.isShorthandPropertyAssignment(node) && TEXT_PROPERTIES.has(node.name.text)) collect(node.name);
      // A literal as it reads: a concatenation (`'a ' + 'b'`) as a whole, from its outermost `+`.
      const whole = isText(node) && !isConcatenation(node.parent) ? node : isConcatenation(node) && !isConcatenation(node.parent) && allText(node) ? node : null;
      const partOfSum = isConcatenation(node) && !isConcatenation(node.parent) && !allText(node) && containsText(node);
      if ((whole || partOfSum) && !notShown(node)) {
        for (const text of textsOf(node, new Set())) if (SENTENCE.test(text)) add(text, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...found.values()];
}

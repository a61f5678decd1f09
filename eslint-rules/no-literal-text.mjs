/**
 * ESLint rule `portal/no-literal-text`: what a component shows comes from its package's message
 * catalogue (src/i18n/, docs/languages.md), never from a literal in the JSX, so that nothing stays
 * English on a Hindi screen. Reported: JSX text with a letter in it (`<Text>Logout</Text>`), a string
 * literal child (`{'Logout'}`), and a string literal given to an attribute that people read or
 * hear (`aria-label="Open menu"`, `placeholder`, `title`, `alt`, `label` and the page kit's text
 * props). Style and routing attributes (`color="gray.600"`, `to="/dashboard"`) are not text.
 * Applies to the folders eslint.config.mjs lists as translated.
 */

/** Attributes whose value is read or heard by the user. */
export const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'message',
  'heading',
  'loadingText',
  'helperText',
  'errorText',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
]);

const LETTER = /\p{L}/u;

export const noLiteralTextRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      literal:
        'Text "{{text}}" is written in the component: put it in the package\'s catalogue (src/i18n/en.json and hi.json) and show it with t() (docs/languages.md).',
    },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    const isStringLiteral = (node) => node?.type === 'Literal' && typeof node.value === 'string';
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        const { expression } = node;
        if (isStringLiteral(expression) && LETTER.test(expression.value)) report(expression, expression.value);
        if (expression.type === 'TemplateLiteral' && expression.quasis.some((quasi) => LETTER.test(quasi.value.cooked ?? ''))) {
          report(expression, expression.quasis.map((quasi) => quasi.value.cooked).join('…'));
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : `${node.name.namespace.name}:${node.name.name.name}`;
        if (!TEXT_ATTRIBUTES.has(name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (isStringLiteral(value) && LETTER.test(value.value)) report(value, value.value);
        if (value?.type === 'TemplateLiteral' && value.quasis.some((quasi) => LETTER.test(quasi.value.cooked ?? ''))) {
          report(value, value.quasis.map((quasi) => quasi.value.cooked).join('…'));
        }
      },
    };
  },
};

// node --test: a translated component shows no literal text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { noLiteralTextRule } from './no-literal-text.mjs';

function problems(code) {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    code,
    [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { portal: { rules: { 'no-literal-text': noLiteralTextRule } } },
        rules: { 'portal/no-literal-text': 'error' },
      },
    ],
    { filename: 'Screen.tsx' },
  );
}

test('text written in the JSX is reported', () => {
  for (const code of [
    'const a = <Button>Logout</Button>;',
    "const a = <Text>{'Page not found'}</Text>;",
    'const a = <Text>{`Hello ${name}`}</Text>;',
    'const a = <IconButton aria-label="Open menu" />;',
    "const a = <Input placeholder={'e.g. CN1001'} />;",
    'const a = <EmptyState message="No leads yet" />;',
    'const a = <Text>लॉगआउट</Text>;',
  ]) {
    const found = problems(code);
    assert.equal(found.length, 1, code);
    assert.match(found[0].message, /catalogue/);
  }
});

test('catalogued text, numbers, punctuation and style or routing attributes are not', () => {
  for (const code of [
    "const a = <Button>{t('shell.logout')}</Button>;",
    "const a = <IconButton aria-label={t('shell.openMenu')} />;",
    'const a = <Text color="gray.600" fontSize="sm" as="span">{count} · {formatRupees(amount)}</Text>;',
    'const a = <RouterLink to="/dashboard" />;',
    'const a = <Text>{value ?? \'—\'} / 100%</Text>;',
    'const a = <Box data-testid="lead-row" role="row" />;',
  ]) {
    assert.deepEqual(problems(code), [], code);
  }
});

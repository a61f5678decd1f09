/**
 * ESLint rule `portal/remote-layout`: every file of a remote's src/ is where docs/remotes.md says
 * it goes, so the three remotes keep one layout a newcomer can find their way in:
 *
 *   src/index.ts, src/dev/bootstrap.tsx            the dev-shell entry and the dev shell
 *   src/features/<feature>/<Name>Page.tsx          a page (pages.json names it), with its
 *   src/features/<feature>/<Name>PageBody.tsx      body (what needs shared-ui/widgets, docs/pages.md) and its
 *   src/features/<feature>/<Name>Page[.<part>].test.tsx   screen tests
 *   src/features/<feature>/{api,components,model,testing}/<file>
 *   src/common/{api,components,model,testing}/<file>      what several features of the remote share
 *   src/{features/<feature>,common}/i18n/{index.ts,<language>.json}   texts (docs/languages.md)
 */
import path from 'node:path';

const LAYOUT = [
  /^index\.ts$/,
  /^dev\/bootstrap\.tsx$/,
  /^features\/[a-z][a-z0-9-]*\/[A-Z][A-Za-z0-9]*Page(\.[A-Za-z-]+)?(\.test)?\.tsx$/,
  /^features\/[a-z][a-z0-9-]*\/[A-Z][A-Za-z0-9]*PageBody\.tsx$/,
  /^features\/[a-z][a-z0-9-]*\/(api|components|model|testing)\/[^/]+$/,
  /^common\/(api|components|model|testing)\/[^/]+$/,
  /^(features\/[a-z][a-z0-9-]*|common)\/i18n\/(index\.ts|[a-z]+\.json)$/,
];

/** The path inside a remote's src/ (remote-<name>/src/...), or undefined for any other file. */
function pathInRemoteSource(filename) {
  const parts = filename.split(path.sep);
  const at = parts.findLastIndex((part, index) => /^remote-[a-z]+$/.test(part) && parts[index + 1] === 'src');
  return at === -1 ? undefined : parts.slice(at + 2).join('/');
}

export const remoteLayoutRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      misplaced:
        '{{file}} is outside the remotes\' layout: pages, their bodies and their tests in features/<feature>/, their parts in features/<feature>/{api,components,model,testing}/, shared parts in common/{api,components,model,testing}/, their texts in <feature or common>/i18n/ (docs/remotes.md).',
    },
  },
  create(context) {
    const inside = pathInRemoteSource(context.filename);
    if (inside === undefined || LAYOUT.some((pattern) => pattern.test(inside))) return {};
    return {
      Program(program) {
        context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'misplaced', data: { file: `src/${inside}` } });
      },
    };
  },
};

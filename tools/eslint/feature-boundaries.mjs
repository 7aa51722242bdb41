// The boundary inside a remote (ARCHITECTURE.md, "Boundaries inside a remote"): each folder
// directly under <remote>/src/ is a feature (quiz/, results/, check-in/, …) except two:
//   shared/   what several features use; it never imports a feature back,
//   testing/  test helpers and fixtures, imported only by spec files (and testing/ itself).
// A feature imports its own files, shared/ and (from specs) testing/ — never another feature.
// Files directly in src/ (routes.tsx) compose the features and may import any of them.
// Only relative paths can reach another feature: a remote never imports itself by package name.
import path from 'node:path';

const SHARED = 'shared';
const TESTING = 'testing';
const SPEC_FILE = /\.spec\.[cm]?[jt]sx?$/;

/** `{ remote, folder }` of a file under `<remote>/src/<folder>/…`, else null. */
function locate(relativePath, remotes) {
  const [remote, src, folder, ...rest] = relativePath.split('/');
  if (!remotes.includes(remote) || src !== 'src' || rest.length === 0) return null;
  return { remote, folder };
}

function toPosix(file) {
  return file.split(path.sep).join('/');
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside a remote, features import each other only through shared/' },
    schema: [
      {
        type: 'object',
        properties: {
          remotes: { type: 'array', items: { type: 'string' } },
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' }, reason: { type: 'string' } },
              required: ['from', 'to', 'reason'],
              additionalProperties: false,
            },
          },
        },
        required: ['remotes'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "'{{source}}' reaches into the feature {{target}}/ from {{feature}}/: features of a remote import each other only through {{remote}}/src/shared/.",
      sharedImportsFeature: "'{{source}}' reaches into the feature {{target}}/ from shared/: shared code never depends on a feature.",
      testingOutsideSpecs: "'{{source}}' imports test helpers: only spec files import {{remote}}/src/testing/.",
    },
  },
  create(context) {
    const { remotes, allow = [] } = context.options[0];
    const root = context.cwd;
    const fileRelative = toPosix(path.relative(root, context.filename));
    const from = locate(fileRelative, remotes);
    if (!from) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const targetRelative = toPosix(path.relative(root, path.resolve(path.dirname(context.filename), source)));
      const to = locate(targetRelative, remotes);
      if (!to || to.remote !== from.remote || to.folder === from.folder) return;
      // An allow entry names two folders or files, each relative to the repository root.
      const covers = (entry, file) => file === entry || file.startsWith(`${entry}/`);
      if (allow.some((entry) => covers(entry.from, fileRelative) && covers(entry.to, targetRelative))) return;
      const data = { source, target: to.folder, feature: from.folder, remote: from.remote };
      if (to.folder === TESTING) {
        if (SPEC_FILE.test(fileRelative)) return;
        context.report({ node, messageId: 'testingOutsideSpecs', data });
      } else if (to.folder === SHARED) {
        return;
      } else if (from.folder === SHARED) {
        context.report({ node, messageId: 'sharedImportsFeature', data });
      } else if (from.folder !== TESTING) {
        context.report({ node, messageId: 'crossFeature', data });
      }
    }

    const fromSource = (node) => check(node.source, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node.source, node.source.type === 'Literal' ? node.source.value : undefined),
      // jest.mock('../other-feature/x') couples a spec to another feature as much as an import does.
      CallExpression(node) {
        const { callee, arguments: args } = node;
        const isJestMock =
          callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'jest' && callee.property.name === 'mock';
        if (isJestMock && args[0]?.type === 'Literal') check(args[0], args[0].value);
      },
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundariesRule } };

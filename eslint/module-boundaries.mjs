/**
 * `local/module-boundaries`: a module is used from outside only through its public entry (`index.ts`).
 *
 * Options: `{ areas: [{ modules, scope?, kernel?, testOnly? }] }`, every path absolute.
 * - `modules`: the folder whose subfolders are modules (`services/src`, `web/src/modules`).
 * - `scope`: the files checked against that area (default `modules`): a file in scope that imports a file inside a
 *   module it does not belong to is reported, unless the import names the module folder or its `index`.
 * - `kernel`: subfolders of `modules` that are not modules; anyone may import them in depth.
 * - `testOnly`: kernel folders only test files (`*.spec.ts`, `*.int-spec.ts`, `*.e2e-spec.ts`) and the folder itself
 *   may import.
 *
 * Only relative specifiers are resolved, by path arithmetic alone (no file system access): `../sales` and
 * `../sales/index` are the entry of module `sales`, `../sales/kinds` is inside it.
 */
import path from 'node:path';

const TEST_FILE = /\.(spec|int-spec|e2e-spec)\.[cm]?[jt]sx?$/;
const ENTRY = /^index(\.[cm]?[jt]sx?)?$/;

/** `[first, ...rest]` of `target` below `dir`, or undefined when `target` is not below it. */
function below(dir, target) {
  const rel = path.relative(dir, target);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep);
}

const inside = (dir, file) => below(dir, file) !== undefined;

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another module only through its index.ts; test helpers only from tests' },
    schema: [
      {
        type: 'object',
        properties: {
          areas: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                modules: { type: 'string' },
                scope: { type: 'string' },
                kernel: { type: 'array', items: { type: 'string' } },
                testOnly: { type: 'array', items: { type: 'string' } },
              },
              required: ['modules'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      inner: "'{{spec}}' reaches inside module '{{module}}'; import it through its entry ('{{entry}}').",
      testOnly: "'{{spec}}' is test support ({{folder}}); only test files may import it.",
    },
  },
  create(context) {
    const file = context.filename;
    const areas = (context.options[0]?.areas ?? []).filter((a) => inside(a.scope ?? a.modules, file));
    if (!areas.length) return {};
    const fromDir = path.dirname(file);
    const isTest = TEST_FILE.test(path.basename(file));

    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(fromDir, spec);
      for (const area of areas) {
        const parts = below(area.modules, target);
        // parts.length === 1: the module folder itself (its index) or a file beside the modules (app.module.ts).
        if (!parts || parts.length < 2) continue;
        const [name, ...rest] = parts;
        const own = below(area.modules, file)?.[0];
        if (area.kernel?.includes(name)) {
          if (area.testOnly?.includes(name) && !isTest && own !== name) {
            context.report({
              node,
              messageId: 'testOnly',
              data: { spec, folder: path.relative(context.cwd, path.join(area.modules, name)).split(path.sep).join('/') },
            });
          }
          continue;
        }
        if (own === name || (rest.length === 1 && ENTRY.test(rest[0]))) continue;
        const entry = path.relative(fromDir, path.join(area.modules, name)).split(path.sep).join('/');
        context.report({ node, messageId: 'inner', data: { spec, module: name, entry: entry.startsWith('.') ? entry : `./${entry}` } });
      }
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      TSImportType: (node) => node.argument?.type === 'TSLiteralType' && check(node.argument, node.argument.literal.value),
      TSExternalModuleReference: (node) => node.expression.type === 'Literal' && check(node.expression, node.expression.value),
      'CallExpression[callee.name="require"][arguments.length=1]': (node) =>
        node.arguments[0].type === 'Literal' && check(node.arguments[0], node.arguments[0].value),
    };
  },
};

/** The plugin the root config registers as `local`. */
export default { meta: { name: 'local' }, rules: { 'module-boundaries': moduleBoundaries } };

/**
 * The repository's own rules, registered as plugin `local`:
 *
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
 *
 * `local/no-module-cycles`: no import circle between modules (the architecture test says the same).
 * `local/no-sql-in-controllers`: a controller reads through its module's queries; it writes no SQL.
 */
import fs from 'node:fs';
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

/** A rule's one option: `areas`, each a folder of `modules` with a `kernel` every module may use, and `more` properties. */
const areasOption = (more) => [
  {
    type: 'object',
    properties: {
      areas: {
        type: 'array',
        items: {
          type: 'object',
          properties: { modules: { type: 'string' }, kernel: { type: 'array', items: { type: 'string' } }, ...more },
          required: ['modules'],
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
  },
];

/** Visitors calling `check(node, spec)` for every import, export-from and dynamic import of a file. */
function importVisitors(check) {
  const fromSource = (node) => node.source && check(node.source, node.source.value);
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
  };
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another module only through its index.ts; test helpers only from tests' },
    schema: areasOption({ scope: { type: 'string' }, testOnly: { type: 'array', items: { type: 'string' } } }),
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

    return {
      ...importVisitors(check),
      TSImportType: (node) => node.argument?.type === 'TSLiteralType' && check(node.argument, node.argument.literal.value),
      TSExternalModuleReference: (node) => node.expression.type === 'Literal' && check(node.expression, node.expression.value),
      'CallExpression[callee.name="require"][arguments.length=1]': (node) =>
        node.arguments[0].type === 'Literal' && check(node.arguments[0], node.arguments[0].value),
    };
  },
};

/** The relative specifiers a source text imports or re-exports, as the architecture test reads them. */
const IMPORTS = /^(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm;
const SOURCE = /\.[cm]?[jt]sx?$/;

/** The module a path lands in below `modules` (a module folder names its index), or undefined for the kernel and the rest. */
function moduleAt(area, modules, target) {
  const first = below(area.modules, target)?.[0];
  return first && modules.has(first) && !area.kernel?.includes(first) ? first : undefined;
}

/** Every source file below `dir`. */
function sourceFiles(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules') sourceFiles(full, out);
    } else if (SOURCE.test(e.name) && !TEST_FILE.test(e.name)) out.push(full);
  }
  return out;
}

/** module → the modules its code (not its tests) imports, read from disk once per run and area. */
const graphs = new Map();
function moduleGraph(area) {
  const key = `${area.modules}|${area.kernel ?? ''}`;
  if (graphs.has(key)) return graphs.get(key);
  const modules = new Set(
    fs
      .readdirSync(area.modules, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name),
  );
  const graph = new Map();
  for (const name of modules) {
    if (area.kernel?.includes(name)) continue;
    const edges = new Set();
    for (const file of sourceFiles(path.join(area.modules, name)))
      for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORTS)) {
        const spec = m[1] ?? m[2] ?? m[3];
        const other = spec.startsWith('.') && moduleAt(area, modules, path.resolve(path.dirname(file), spec));
        if (other && other !== name) edges.add(other);
      }
    graph.set(name, edges);
  }
  const found = { modules, graph };
  graphs.set(key, found);
  return found;
}

/** The shortest way from module `from` to module `to` along the imports, as module names, or undefined. */
function pathBetween(graph, from, to) {
  const cameFrom = new Map([[from, undefined]]);
  for (const queue = [from]; queue.length;) {
    const m = queue.shift();
    if (m === to) {
      const way = [];
      for (let at = to; at !== undefined; at = cameFrom.get(at)) way.unshift(at);
      return way;
    }
    for (const next of graph.get(m) ?? [])
      if (!cameFrom.has(next)) {
        cameFrom.set(next, m);
        queue.push(next);
      }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noModuleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle between modules: a module imports only modules that do not import it back' },
    schema: areasOption({}),
    messages: {
      circle:
        "'{{spec}}' closes an import circle between modules: {{circle}}. Move what both need down, or let the lower module take it as a plug-in.",
    },
  },
  create(context) {
    const file = context.filename;
    // A test may use any module: it stands above them all.
    if (TEST_FILE.test(path.basename(file))) return {};
    const areas = (context.options[0]?.areas ?? []).filter((a) => inside(a.modules, file));
    if (!areas.length) return {};

    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      for (const area of areas) {
        const { modules, graph } = moduleGraph(area);
        const own = moduleAt(area, modules, file);
        const other = own && moduleAt(area, modules, path.resolve(path.dirname(file), spec));
        if (!other || other === own) continue;
        const back = pathBetween(graph, other, own);
        if (back) context.report({ node, messageId: 'circle', data: { spec, circle: [own, ...back].join(' → ') } });
      }
    }

    return importVisitors(check);
  },
};

/** @type {import('eslint').Rule.RuleModule} */
export const noSqlInControllers = {
  meta: {
    type: 'problem',
    docs: { description: "A controller writes no SQL: it reads through the queries beside its module's read model" },
    schema: [],
    messages: { sql: "SQL in a controller: move it into the module's *.queries.ts and call that." },
  },
  create(context) {
    return {
      "CallExpression[callee.property.name='query']"(node) {
        const [first] = node.arguments;
        if ((first?.type === 'Literal' && typeof first.value === 'string') || first?.type === 'TemplateLiteral')
          context.report({ node, messageId: 'sql' });
      },
    };
  },
};

/** The plugin the root config registers as `local`. */
export default {
  meta: { name: 'local' },
  rules: { 'module-boundaries': moduleBoundaries, 'no-module-cycles': noModuleCycles, 'no-sql-in-controllers': noSqlInControllers },
};

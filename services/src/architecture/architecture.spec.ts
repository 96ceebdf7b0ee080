import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@jest/globals';
import { eventTitle } from '../audit';
import { useDocumentKinds, type DocumentKind } from '../document-engine';
import { DOCUMENT_KINDS, PROJECTIONS } from '../read-models';

/**
 * The house rules, found by folder: no list of files here needs keeping up. A module is a folder directly under
 * services/src (or web/src/modules) other than the kernel; it is used from outside only through its index.ts.
 */
const SRC = path.resolve(__dirname, '..');
const ROOT = path.resolve(SRC, '..', '..');
const WEB = path.join(ROOT, 'web', 'src');
/** Folders every module may use in depth: the shared kernel, the contracts (through their index), test helpers. */
const KERNEL = new Set(['shared', 'contracts', 'testing', 'architecture']);

const isTest = (f: string) => /\.(spec|int-spec|e2e-spec)\.tsx?$/.test(f);
function files(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) files(full, out);
    else if (/\.tsx?$/.test(e.name)) out.push(full);
  }
  return out;
}
const source = (dir: string) => files(dir).filter((f) => !isTest(f));
const importsOf = (file: string) =>
  [
    ...fs
      .readFileSync(file, 'utf8')
      .matchAll(/^(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm),
  ].map((m) => m[1] ?? m[2] ?? m[3]);
const rel = (f: string) => path.relative(ROOT, f);
// Spread: under jest an array from node:fs belongs to another realm than the test's, which strict deepEqual tells apart.
const subfolders = (dir: string) =>
  fs.existsSync(dir) ? [...fs.readdirSync(dir, { withFileTypes: true })].filter((e) => e.isDirectory()).map((e) => e.name) : [];

/** The module a file belongs to under `root` (undefined: the kernel or outside). */
function moduleOf(root: string, file: string, kernel: Set<string>): string | undefined {
  const [first, ...rest] = path.relative(root, file).split(path.sep);
  return rest.length && !first.startsWith('..') && !kernel.has(first) ? first : undefined;
}

/** Where a relative import lands: the file, or the folder it names (then its index). */
function target(from: string, spec: string): string {
  const t = path.resolve(path.dirname(from), spec);
  for (const candidate of [`${t}.ts`, `${t}.tsx`, path.join(t, 'index.ts'), path.join(t, 'index.tsx')])
    if (fs.existsSync(candidate)) return candidate;
  return t;
}

/** Imports from one module into another's inner files (anything but the other module's index). */
function boundaryViolations(root: string, kernel: Set<string>, all: string[], read = importsOf): string[] {
  return all.flatMap((file) => {
    const own = moduleOf(root, file, kernel);
    return read(file)
      .filter((spec) => spec.startsWith('.'))
      .flatMap((spec) => {
        const landed = target(file, spec);
        const other = moduleOf(root, landed, kernel);
        if (!other || other === own) return [];
        const isEntry = path.dirname(landed) === path.join(root, other) && /^index\.tsx?$/.test(path.basename(landed));
        return isEntry ? [] : [`${rel(file)} → ${spec} (inside module ${other}; import '${other}' through its index.ts)`];
      });
  });
}

/** Which modules each module's code (not its tests) imports, with the first import that does: from → to → file → spec. */
function moduleGraph(root: string, kernel: Set<string>, all: string[], read = importsOf): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of all.filter((f) => !isTest(f))) {
    const own = moduleOf(root, file, kernel);
    if (!own) continue;
    for (const spec of read(file).filter((s) => s.startsWith('.'))) {
      const other = moduleOf(root, target(file, spec), kernel);
      if (!other || other === own) continue;
      const edges = graph.get(own) ?? graph.set(own, new Map()).get(own)!;
      if (!edges.has(other)) edges.set(other, `${rel(file)} → ${spec}`);
    }
  }
  return graph;
}

/** The import circles between modules (Tarjan's strongly connected components of more than one module), each with its imports. */
function circles(graph: Map<string, Map<string, string>>): string[] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (m: string) => {
    order.set(m, order.size);
    low.set(m, order.get(m)!);
    stack.push(m);
    for (const next of graph.get(m)?.keys() ?? []) {
      if (!order.has(next)) visit(next);
      if (stack.includes(next)) low.set(m, Math.min(low.get(m)!, low.get(next)!));
    }
    if (low.get(m) !== order.get(m)) return;
    const circle = stack.splice(stack.indexOf(m));
    if (circle.length > 1) found.push(circle.sort());
  };
  for (const m of graph.keys()) if (!order.has(m)) visit(m);
  return found.map((circle) => {
    const imports = circle.flatMap((m) => circle.flatMap((other) => graph.get(m)?.get(other) ?? []));
    return `modules ${circle.join(', ')} import each other: ${imports.join('; ')}`;
  });
}

const SERVER_MODULES = subfolders(SRC).filter((m) => !KERNEL.has(m));
const WEB_MODULES_DIR = path.join(WEB, 'modules');

test('every server module has one public entry, index.ts, and other modules import only that', () => {
  assert.ok(SERVER_MODULES.length >= 8, SERVER_MODULES.join(', '));
  assert.deepEqual(
    SERVER_MODULES.filter((m) => !fs.existsSync(path.join(SRC, m, 'index.ts'))),
    [],
  );
  assert.deepEqual(boundaryViolations(SRC, KERNEL, files(SRC)), []);
});

test('the kernel depends on no module', () => {
  const kernelFiles = [...KERNEL].filter((k) => k !== 'testing' && k !== 'architecture').flatMap((k) => source(path.join(SRC, k)));
  const offenders = kernelFiles.flatMap((f) =>
    importsOf(f)
      .filter((spec) => spec.startsWith('.') && moduleOf(SRC, target(f, spec), KERNEL))
      .map((spec) => `${rel(f)} → ${spec}`),
  );
  assert.deepEqual(offenders, []);
});

test('every web module has one public entry, and other web code imports a module only through it', () => {
  const modules = subfolders(WEB_MODULES_DIR);
  assert.deepEqual(
    modules.filter((m) => !fs.existsSync(path.join(WEB_MODULES_DIR, m, 'index.ts'))),
    [],
  );
  // Outside web/src/modules everything is generic (kit, api client, layouts …); it too reaches a module only by its entry.
  const all = files(WEB);
  assert.deepEqual(boundaryViolations(WEB_MODULES_DIR, new Set(), all), []);
});

test('no import circle between modules, on the server and on the web: a module is built on the ones below it', () => {
  const server = circles(moduleGraph(SRC, KERNEL, files(SRC)));
  const web = circles(moduleGraph(WEB_MODULES_DIR, new Set(), files(WEB_MODULES_DIR)));
  assert.deepEqual([...server, ...web], []);
});

test('the circle rule catches a deliberate circle, however long', () => {
  const probe = (m: string) => path.join(SRC, m, 'probe.ts');
  const imports: Record<string, string[]> = {
    [probe('sales')]: ['../inventory', '../shared/decimal', './sales.kind'],
    [probe('inventory')]: ['../document-engine/index'],
    [probe('document-engine')]: ['../sales'],
    [probe('catalog')]: ['../inventory'],
  };
  assert.deepEqual(circles(moduleGraph(SRC, KERNEL, Object.keys(imports), (f) => imports[f])), [
    'modules document-engine, inventory, sales import each other: services/src/document-engine/probe.ts → ../sales; ' +
      'services/src/inventory/probe.ts → ../document-engine/index; services/src/sales/probe.ts → ../inventory',
  ]);
});

test('domain code (every decide… and evolve…) imports no HTTP, database or framework library', () => {
  const domain = [...source(SRC), ...source(path.join(ROOT, 'projections', 'src'))].filter((f) =>
    /^export (?:function|const) (?:decide|evolve)\w*/m.test(fs.readFileSync(f, 'utf8')),
  );
  assert.ok(domain.length >= 8, `only ${domain.length} domain files found`);
  const forbidden = /^(@nestjs\/|typeorm|pg$|express|socket\.io)/;
  assert.deepEqual(
    domain.flatMap((f) =>
      importsOf(f)
        .filter((i) => forbidden.test(i))
        .map((i) => `${rel(f)} → ${i}`),
    ),
    [],
  );
});

test('every write goes through a command handler: no controller appends events itself', () => {
  const controllers = source(SRC).filter((f) => /controller\.ts$/.test(f));
  assert.ok(controllers.length >= 20, `only ${controllers.length} controllers found`);
  const writes = /\b(?:es|store|eventSourcing)\.(?:commit|commitCounted|append|appendCounted)\(|\bcommitNumbered\(/;
  assert.deepEqual(controllers.filter((f) => writes.test(fs.readFileSync(f, 'utf8'))).map(rel), []);
});

/** SQL written in place: a `.query(` call whose first argument is a string or template literal, on one line or the next. */
const RUNS_SQL = /\.query(?:<[^>]*>)?\(\s*[`'"]/;

test('no controller runs SQL: it reads through the queries beside its read model', () => {
  assert.ok(RUNS_SQL.test('const [row] = await this.ds.query(\n  `SELECT 1`'), 'the check sees SQL on the next line');
  assert.ok(!RUNS_SQL.test('return this.queries.page(this.ds, q);'));
  const controllers = source(SRC).filter((f) => /controller\.ts$/.test(f));
  assert.deepEqual(controllers.filter((f) => RUNS_SQL.test(fs.readFileSync(f, 'utf8'))).map(rel), []);
});

test('stored event names are declared once: none is built from a kind or parsed back by its prefix', () => {
  const names =
    'Created|Updated|Saved|Approved|Audited|WrittenBack|Removed|Enabled|Disabled|Added|Renamed|Moved|HxAppended|Settled|Consumed';
  const built = new RegExp(`\\$\\{[^}]*\\}(?:${names})\\b|\\+\\s*'(?:${names})'|\\.type\\.(?:startsWith|endsWith)\\(|\\.type\\.slice\\(`);
  const offenders = source(SRC)
    .filter((f) => !f.endsWith(path.join('es', 'event-names.ts')))
    .flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (built.test(line) ? [`${rel(f)}:${i + 1}: ${line.trim()}`] : [])),
    );
  assert.deepEqual(offenders, []);
});

test('the shared contracts depend on nothing but themselves', () => {
  // Their tests may use the test libraries and the server's decimal to check them: the web app never loads a test.
  const shipped = files(path.join(SRC, 'contracts')).filter((f) => !/\.(int-|e2e-)?spec\.ts$/.test(f));
  const offenders = shipped.flatMap((f) =>
    importsOf(f)
      .filter((i) => !i.startsWith('./'))
      .map((i) => `${rel(f)} → ${i}`),
  );
  assert.deepEqual(offenders, []);
});

test('the web app reaches the server only through the contracts', () => {
  const offenders = files(WEB).flatMap((f) =>
    importsOf(f)
      .filter((i) => /^@jxc\/(services|infra|projections)/.test(i) && i !== '@jxc/services/contracts')
      .map((i) => `${rel(f)} → ${i}`),
  );
  assert.deepEqual(offenders, []);
});

test('projections and infra never import the API', () => {
  const offenders = [...files(path.join(ROOT, 'projections', 'src')), ...files(path.join(ROOT, 'infra', 'src'))].flatMap((f) =>
    importsOf(f)
      .filter((i) => i.startsWith('@jxc/services') || i.includes('/services/src'))
      .map((i) => `${rel(f)} → ${i}`),
  );
  assert.deepEqual(offenders, []);
});

test('the boundary rule catches a deliberate import of another module’s inner file', () => {
  const probe = path.join(SRC, 'sales', 'probe.ts');
  const imports = () => ['../inventory/stock', '../inventory', '../shared/decimal', './sales.kinds'];
  assert.deepEqual(boundaryViolations(SRC, KERNEL, [probe], imports), [
    "services/src/sales/probe.ts → ../inventory/stock (inside module inventory; import 'inventory' through its index.ts)",
  ]);
});

test('every document kind is in the one list the app starts with (DOCUMENT_KINDS), once', async () => {
  const isKind = (v: unknown): v is DocumentKind =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as DocumentKind).trackLines === 'function' &&
    Array.isArray((v as DocumentKind).effects);
  const declared: DocumentKind[] = [];
  for (const f of source(SRC).filter((f) => f.endsWith('.kind.ts'))) declared.push(...Object.values(await import(f)).filter(isKind));
  assert.ok(declared.length >= 13, `only ${declared.length} document kinds found`);
  assert.deepEqual(
    declared.filter((k) => !DOCUMENT_KINDS.includes(k)).map((k) => k.kind),
    [],
  );
  assert.equal(new Set(DOCUMENT_KINDS).size, DOCUMENT_KINDS.length);
});

test('nothing registers itself by being imported: the app plugs the modules in as it starts (plugModulesIn)', () => {
  // A call at a file's top level runs when the file is imported; only scripts (main.ts, cli/, test support) make one.
  const script = (f: string) => path.basename(f) === 'main.ts' || f.split(path.sep).some((d) => d === 'cli' || d === 'testing');
  const offenders = [...source(SRC), ...source(path.join(ROOT, 'projections', 'src'))]
    .filter((f) => !script(f))
    .flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/^[A-Za-z_$][\w$.]*\(/.test(line) ? [`${rel(f)}:${i + 1}: ${line.trim()}`] : [])),
    );
  assert.deepEqual(offenders, []);
});

test('every event type the app can append has a Chinese title (the 操作日志 and the histories show it)', () => {
  useDocumentKinds(DOCUMENT_KINDS);
  const stored = new Set([
    ...PROJECTIONS.flatMap((p) => (p.allEvents ? [] : p.eventTypes)),
    ...DOCUMENT_KINDS.flatMap((k) => Object.values({ ...k.events, ...k.annotations, ...k.stockConfirmation }) as string[]),
  ]);
  // Names appended as they are written (`type: 'StockMoved'`); a decider's short name (WrittenBack) ends a stored one.
  const literal = source(SRC).flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/\btype: '([A-Z][A-Za-z]+)'/g)].map((m) => m[1]));
  for (const name of literal) if (![...stored].some((s) => s !== name && s.endsWith(name))) stored.add(name);
  assert.ok(stored.size > 100, `only ${stored.size} event types found`);
  assert.deepEqual([...stored].filter((t) => !eventTitle(t)).sort(), []);
});

/**
 * A server file's role is its suffix, one word each (README, "File names"): `sale.ts` holds an aggregate's events and
 * its pure decide/evolve, the rest are named by what they hold.
 */
const SERVER_SUFFIXES = [
  'commands', // command handlers, the only place that appends
  'events', // an aggregate's events, when they live apart from its decide/evolve
  'projection', // builds a read model
  'queries', // reads that read model, beside it
  'http.controller', // the HTTP routes of a module
  'kind', // descriptions: document kinds, record kinds
  'schemas', // input shapes and their Chinese messages
  'reaction', // a process that turns events into commands
  'service', // a Nest provider that is none of the above (sign-in, sessions, imports)
  'entities', // row types of a table the module owns
  'module', // the Nest module
  'interceptor',
  'guard',
  'filter',
  'middleware',
  'gateway', // Nest's own roles
];

test('every server file carries one of the written-down suffixes, and no two files differ only in letter case', () => {
  const all = [...source(SRC), ...source(path.join(ROOT, 'projections', 'src')), ...source(path.join(ROOT, 'infra', 'src'))];
  const suffixed = all.map((f) => path.basename(f).replace(/\.tsx?$/, '')).filter((b) => b.includes('.'));
  const known = new RegExp(`^[\\w-]+\\.(?:${SERVER_SUFFIXES.join('|').replace(/\./g, '\\.')})$`);
  assert.deepEqual(
    suffixed.filter((b) => !known.test(b)),
    [],
  );
  const everywhere = [...all, ...files(WEB)].map((f) => f.replace(/\.tsx?$/, ''));
  const seen = new Map<string, string>();
  const clashes = everywhere.flatMap((f) => {
    const other = seen.get(f.toLowerCase());
    seen.set(f.toLowerCase(), f);
    return other && other !== f ? [`${rel(other)} ~ ${rel(f)}`] : [];
  });
  assert.deepEqual(clashes, []);
});

/**
 * The server files that run SQL of their own without being a read model's queries or projection: each owns what it
 * touches, none reads a read model (a reaction, run by the projection runner like a projection, reads what it declares).
 */
const SQL_OWNERS: Record<string, string> = {
  'services/src/shared/page-query.ts': 'counts and explains the SQL a queries file hands it',
  'services/src/shared/http/rate-limits.ts': "the HTTP kernel's own table of hits (rate_limit_hits)",
  'services/src/shared/http/idempotency.interceptor.ts': "the HTTP kernel's own table of answered keys (idempotency_keys)",
  'services/src/identity/auth/session.service.ts': "sign-in's own table of sessions, not built from events",
  'services/src/identity/auth/captcha.ts': "sign-in's own table of captchas, not built from events",
  'services/src/catalog/import/import.service.ts': "an import's own table of jobs (import_jobs)",
  'services/src/reporting/reporting-logins.ts': "the reporting logins' database roles and the table naming them",
  'services/src/outbox/kafka-publisher.ts': 'the outbox reads the event store itself (streams) and keeps its checkpoint',
  'services/src/outbox/kafka-event-feed.ts': "the outbox's checkpoint",
  'services/src/live/live.gateway.ts': 'LISTENs on the live channel',
  'services/src/demo/demo-purge.ts': "the purge's advisory lock",
  'services/src/inventory/stock-documents/storage-types.ts': 'a data upgrade at start-up across every company, as a migration would',
};

test('only queries and projections run SQL (and the few owners of tables that are no read model, each named with why)', () => {
  const runsSql = (text: string) =>
    RUNS_SQL.test(text) || /\bqueryPrepared\(\s*[\w.]+,\s*[`'"]|\.getRepository\(|\.createQueryBuilder\(/.test(text);
  assert.ok(runsSql('await queryPrepared(\n  em,\n  `select 1`'), 'the check sees a prepared query');
  const server = source(SRC).filter((f) => !f.includes(`${path.sep}testing${path.sep}`));
  const offenders = server.filter(
    (f) => !/\.(?:queries|projection|reaction)\.ts$/.test(f) && !SQL_OWNERS[rel(f)] && runsSql(fs.readFileSync(f, 'utf8')),
  );
  assert.deepEqual(offenders.map(rel), []);
  const stale = Object.keys(SQL_OWNERS).filter(
    (f) => !fs.existsSync(path.join(ROOT, f)) || !runsSql(fs.readFileSync(path.join(ROOT, f), 'utf8')),
  );
  assert.deepEqual(stale, [], 'an owner that no longer runs SQL leaves the list');
});

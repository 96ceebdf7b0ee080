import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@jest/globals';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

/** The repository's own ESLint rule (eslint/module-boundaries.mjs), on made-up files: it reads no file system. */
// The rule loads asynchronously (an ES module), after jest has collected its tests: every case runs inside one test.
RuleTester.describe = (_name, cases) => cases.call(undefined);
RuleTester.it = (_name, check) => check.call(undefined);

const ROOT = path.resolve('/repo');
const at = (file: string) => path.join(ROOT, file);
const options = [
  {
    areas: [
      { modules: at('services/src'), kernel: ['shared', 'testing', 'architecture'], testOnly: ['testing'] },
      { modules: at('web/src/modules'), scope: at('web/src') },
    ],
  },
];
const ok = (filename: string, code: string) => ({ filename: at(filename), code, options });
const bad = (filename: string, code: string, ...messageIds: ('inner' | 'testOnly')[]) => ({
  filename: at(filename),
  code,
  options,
  errors: messageIds.map((messageId) => ({ messageId })),
});

test('local/module-boundaries: every valid case passes, every invalid one is reported as written', async () => {
  const { moduleBoundaries } = await import('../../../eslint/module-boundaries.mjs');
  new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('module-boundaries', moduleBoundaries, {
    valid: [
      // Another module through its entry: the folder or its index.
      ok('services/src/sales/sale.kinds.ts', "import { STOCK } from '../inventory';"),
      ok('services/src/sales/sale.kinds.ts', "import { STOCK } from '../inventory/index';"),
      ok('services/src/sales/policy/price.ts', "import type { Stock } from '../../inventory/index.ts';"),
      ok('services/src/sales/sale.kinds.ts', "export * from '../inventory';"),
      // Its own inner files, however deep.
      ok('services/src/inventory/stock/stock.ts', "import { serials } from '../serials/registry';"),
      // The kernel, in depth; the contracts through their index.
      ok('services/src/sales/sale.kinds.ts', "import { Decimal } from '../shared/decimal/decimal';"),
      ok('services/src/sales/sale.kinds.ts', "import { MSG } from '../contracts';"),
      // Test support from tests, and within itself.
      ok('services/src/sales/sales.e2e-spec.ts', "import { testApp } from '../testing/test-app';"),
      ok('services/src/sales/sale.spec.ts', "import { given } from '../testing/given';"),
      ok('services/src/testing/test-app.ts', "import { given } from './given';"),
      // Files beside the modules (app.module.ts) and packages are not the rule's business.
      ok('services/src/app.module.ts', "import { SalesModule } from './sales';"),
      ok('services/src/sales/sales.module.ts', "import { Module } from '@nestjs/common'; import { AppModule } from '../app.module';"),
      // The web: generic folders are free; modules through their index, from modules and from generic code alike.
      ok('web/src/modules/sales/SaleList.tsx', "import { ListPage } from '../../kit/ListPage'; import { http } from '../../api/http';"),
      ok('web/src/modules/sales/routes.ts', "import { DocumentList } from '../document-engine';"),
      ok('web/src/router/routes.tsx', "import { salesRoutes } from '../modules/sales';"),
      ok('web/src/modules/sales/screens.tsx', "import { kinds } from './kinds';"),
      // Outside every area.
      ok('projections/src/catalog/product.projection.ts', "import { x } from '../../../services/src/catalog/product/product';"),
    ],
    invalid: [
      {
        ...bad('services/src/sales/sale.kinds.ts', "import { stockEffect } from '../inventory/stock-effect';", 'inner'),
        errors: [{ messageId: 'inner', data: { spec: '../inventory/stock-effect', module: 'inventory', entry: '../inventory' } }],
      },
      bad('services/src/sales/policy/price.ts', "import type { Stock } from '../../inventory/stock/stock.ts';", 'inner'),
      bad('services/src/sales/sale.kinds.ts', "export { decide } from '../document-engine/document';", 'inner'),
      bad('services/src/sales/sale.kinds.ts', "export * from '../document-engine/lines';", 'inner'),
      bad('services/src/sales/sale.kinds.ts', "const m = await import('../inventory/stock');", 'inner'),
      bad('services/src/sales/sale.kinds.ts', "type S = typeof import('../inventory/stock');", 'inner'),
      bad('services/src/sales/sale.kinds.ts', "const s = require('../inventory/stock');", 'inner'),
      // The index of an inner folder is still inside.
      bad('services/src/sales/sale.kinds.ts', "import { x } from '../inventory/stock/index';", 'inner'),
      bad('services/src/sales/sale.kinds.ts', "import { MSG } from '../contracts/messages';", 'inner'),
      // The kernel and the root files are held to it too.
      bad('services/src/shared/http/errors.ts', "import { SaleKinds } from '../../sales/sale.kinds';", 'inner'),
      bad('services/src/app.module.ts', "import { SalesModule } from './sales/sales.module';", 'inner'),
      // Test support from production code.
      bad('services/src/sales/sale.kinds.ts', "import { given } from '../testing/given';", 'testOnly'),
      // The web, from another module and from generic code.
      {
        ...bad('web/src/modules/sales/screens.tsx', "import { DocumentForm } from '../document-engine/DocumentForm';", 'inner'),
        errors: [
          { messageId: 'inner', data: { spec: '../document-engine/DocumentForm', module: 'document-engine', entry: '../document-engine' } },
        ],
      },
      {
        ...bad('web/src/App.tsx', "import { Home } from './modules/shell/Home';", 'inner'),
        errors: [{ messageId: 'inner', data: { spec: './modules/shell/Home', module: 'shell', entry: './modules/shell' } }],
      },
    ],
  });
});

/** Modules on disk for the circle rule, which reads every module's imports: sales uses inventory, catalog uses sales. */
const TREE: Record<string, string> = {
  'services/src/shared/decimal.ts': 'export const D = 1;',
  'services/src/inventory/index.ts': "export { stock } from './stock';",
  'services/src/inventory/stock.ts': "import { D } from '../shared/decimal';\nexport const stock = D;",
  'services/src/sales/index.ts': "export { sell } from './sale';",
  'services/src/sales/sale.ts': "import { stock } from '../inventory';\nexport const sell = stock;",
  'services/src/sales/sale.spec.ts': "import { customers } from '../catalog';",
  'services/src/catalog/index.ts': "import { sell } from '../sales/index';\nexport const customers = sell;",
  'web/src/modules/document-engine/index.ts': 'export const DocumentDetail = 1;',
  'web/src/modules/printing/index.ts': "export { DocumentDetail as PrintButton } from '../document-engine';",
};

test('local/no-module-cycles: an import that closes a circle between modules is reported with the circle', async () => {
  const { noModuleCycles } = await import('../../../eslint/module-boundaries.mjs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-cycles-'));
  for (const [file, code] of Object.entries(TREE)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), code);
  }
  const areas = [
    { modules: path.join(dir, 'services/src'), kernel: ['shared', 'testing', 'architecture'] },
    { modules: path.join(dir, 'web/src/modules') },
  ];
  const ok = (file: string, code: string) => ({ filename: path.join(dir, file), code, options: [{ areas }] });
  const circle = (file: string, code: string, spec: string, circle: string) => ({
    ...ok(file, code),
    errors: [{ messageId: 'circle', data: { spec, circle } }],
  });
  try {
    new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-module-cycles', noModuleCycles, {
      valid: [
        // Down the modules, to the kernel, within a module.
        ok('services/src/catalog/customer.ts', "import { sell } from '../sales';"),
        ok('services/src/sales/sale.ts', "import { stock } from '../inventory'; import { D } from '../shared/decimal';"),
        ok('services/src/inventory/stock.ts', "import { D } from '../shared/decimal'; import { x } from './batches';"),
        // A test stands above every module; outside the modules nothing is a module.
        ok('services/src/inventory/stock.spec.ts', "import { sell } from '../sales';"),
        ok('services/src/app.module.ts', "import { sell } from './sales'; import { stock } from './inventory';"),
        ok('web/src/modules/document-engine/DocumentDetail.tsx', "import { Stack } from '../../kit/Stack';"),
      ],
      invalid: [
        circle('services/src/inventory/stock.ts', "import { sell } from '../sales';", '../sales', 'inventory → sales → inventory'),
        // However long, through any form of import.
        circle(
          'services/src/inventory/stock.ts',
          "export * from '../catalog/index';",
          '../catalog/index',
          'inventory → catalog → sales → inventory',
        ),
        circle('services/src/inventory/stock.ts', "const m = await import('../sales');", '../sales', 'inventory → sales → inventory'),
        circle(
          'web/src/modules/document-engine/DocumentDetail.tsx',
          "import { PrintButton } from '../printing';",
          '../printing',
          'document-engine → printing → document-engine',
        ),
      ],
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('local/no-sql-in-controllers: SQL written in a controller is reported, a call to its queries is not', async () => {
  const { noSqlInControllers } = await import('../../../eslint/module-boundaries.mjs');
  const filename = at('services/src/sales/sale-extras.http.controller.ts');
  const sql = (code: string) => ({ filename, code, errors: [{ messageId: 'sql' }] });
  new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-sql-in-controllers', noSqlInControllers, {
    valid: [
      { filename, code: 'const page = await this.queries.page(this.ds, q);' },
      { filename, code: 'const rows = await this.ds.query(sql, [id]);' },
    ],
    invalid: [
      sql("const [row] = await this.ds.query('SELECT 1');"),
      sql('const rows = await this.ds.query(\n  `SELECT * FROM documents WHERE company_id = $1`,\n  [s.companyId],\n);'),
    ],
  });
});

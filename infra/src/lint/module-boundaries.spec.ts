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

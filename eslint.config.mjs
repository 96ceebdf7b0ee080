// ESLint for every workspace: `npm run lint`; `npm test` (without filters) runs it after the type checks.
// Syntax-only rules (no type information) so one run over the whole tree stays within seconds; tsc checks types.
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import * as espree from 'espree';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint/module-boundaries.mjs';

const root = (...p) => path.join(import.meta.dirname, ...p);

export default defineConfig([
  globalIgnores(['**/node_modules/', '**/dist/', 'test-results/', 'coverage/', '.data/']),

  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { local },
    rules: {
      // Deliberately unused, as the code already says it: a `_`-named parameter or binding, and a field dropped by
      // destructuring the rest (`({ total, ...row }) => row`). Everything else unused is dead code.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'local/module-boundaries': [
        'error',
        {
          areas: [
            // Server: every folder under services/src is a module, but for the kernel. contracts is not kernel: it is
            // used through its index like a module.
            { modules: root('services/src'), kernel: ['shared', 'testing', 'architecture'], testOnly: ['testing'] },
            // Web: the modules live in web/src/modules; kit, api, layouts, router … beside it are generic and free to
            // import, and they too reach a module only through its index.
            { modules: root('web/src/modules'), scope: root('web/src') },
          ],
        },
      ],
      // The same modules, built one on another: no import circle between them (a test stands above all and is not counted).
      'local/no-module-cycles': [
        'error',
        { areas: [{ modules: root('services/src'), kernel: ['shared', 'testing', 'architecture'] }, { modules: root('web/src/modules') }] },
      ],
    },
  },

  // A controller reads through the queries beside its module's read model; it writes no SQL.
  { files: ['services/src/**/*controller.ts'], rules: { 'local/no-sql-in-controllers': 'error' } },

  // Test and bench code reads the API's JSON envelopes untyped (`res.body.returnData.rows[0].skuId`); declaring a
  // type for every response would restate what the assertions already check. Production code stays without `any`.
  {
    files: ['**/*.{spec,int-spec,e2e-spec}.{ts,tsx}', 'services/src/testing/**', 'web/test/**', 'load-tests/src/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // The server's and the tests' "today" is the shops' day (China Standard Time), not the UTC day that the date of
  // `new Date()` gives between 16:00 and 24:00 UTC.
  {
    files: ['services/src/**/*.ts', 'projections/src/**/*.ts', 'web/test/**/*.ts'],
    ignores: ['services/src/contracts/shop-day.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='slice'] > MemberExpression > CallExpression[callee.property.name='toISOString'] > MemberExpression > NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            'A day of the shops is shopDay() (services/src/contracts/shop-day.ts); today in a test is `today` or inDays() from testing/stock-shop.',
        },
      ],
    },
  },

  // CommonJS entry points (`-r ./infra/register.js`).
  { files: ['**/*.{js,cjs}'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },

  // The k6 scripts are ES modules that k6 runs, with k6's globals, in the syntax every k6 from v0.48 on compiles
  // (ES2017: no optional catch binding, ?., ?? or object spread).
  {
    files: ['load-tests/k6/**/*.js'],
    ignores: ['load-tests/k6/node-shim/**'],
    languageOptions: {
      parser: espree,
      ecmaVersion: 2017,
      sourceType: 'module',
      globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly' },
    },
    // ES2017 has no `catch {}`: the binding a catch must name may go unused.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },

  // The web app runs in the browser.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An error, not a warning: an effect that must not re-run on a value reads it through useEffectEvent, or says
      // why in an eslint-disable comment's description.
      'react-hooks/exhaustive-deps': 'error',
      // Not the plugin's React Compiler rules (set-state-in-effect, refs, purity …): this app is not compiled by the
      // React Compiler, and meeting them means reshaping working components, not fixing mistakes.
      // The server is reached through the contracts' entry only (the architecture test says the same).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@jxc/services/*',
                '!@jxc/services/contracts',
                '@jxc/infra',
                '@jxc/infra/*',
                '@jxc/projections',
                '@jxc/projections/*',
              ],
              message: 'The web reaches the server only through @jxc/services/contracts.',
            },
          ],
        },
      ],
    },
  },
]);

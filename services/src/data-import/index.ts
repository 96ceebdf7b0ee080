/**
 * 数据导入: products, purchases, sales, returns, opening stock and partners' opening balances from Excel, each kind
 * described once (kinds.ts) on a shared kit, previewed with the screens' rules, written through their commands and
 * undone by 红冲 (a product by its removal).
 */
export { DataImportModule } from './data-import.module';
export { dataImportsProjection } from './data-imports.projection';
export { IMPORT_KINDS } from './kinds';

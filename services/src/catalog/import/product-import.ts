import { CommandBus } from '@nestjs/cqrs';
import { canDo } from '../../contracts';
import { actorOf, Session } from '../../identity';
import { Dec } from '../../shared/decimal';
import { ForbiddenError, ValidationError } from '../../shared/errors';
import { decimal, validate } from '../../shared/validation/schema';
import { PRODUCT_COLUMNS, productOf } from './product-sheet';
import { CreateProductCommand } from '../product/product.commands';
import type { ImportUnit, Importer } from './importers';
import type { Sheet } from './workbook';

/** Enters opening stock (期初) of SKUs in one warehouse as the opening-stock screen does: inventory's, plugged in by the app. */
export type OpeningStockEntry = (
  commands: CommandBus,
  session: Session,
  warehouseId: string,
  lines: { skuId: string; qty: Dec; price: Dec }[],
) => Promise<unknown>;

let enterOpeningStock: OpeningStockEntry | undefined;
export function registerOpeningStockEntry(entry: OpeningStockEntry) {
  enterOpeningStock = entry;
}

const OPENING_MENU = '3002';

const COLUMNS = PRODUCT_COLUMNS.map((c) => c.title);

/** A warehouse's opening quantity column: 期初数量（总仓）. */
const openingColumn = (warehouse: string) => `期初数量（${warehouse}）`;

const NOTES = [
  ['列', '填写说明'],
  ...PRODUCT_COLUMNS.map((c) => [`${c.title}${c.required ? '（必填）' : ''}`, c.note]),
  ['期初数量（仓库）', '每个仓库一列，括号里是仓库名称；按主单位填写该仓库的期初库存，不填或0则不录期初'],
];

type Row = Sheet['rows'][number];
type Warehouses = Map<string, string[]>;

/** A row's 期初数量 columns (期初数量（总仓）) and the warehouses they name. */
const openingColumns = (headers: string[]) =>
  headers.flatMap((column) => {
    const name = /^期初数量[（(](.+)[)）]$/.exec(column.trim())?.[1].trim();
    return name ? [{ column, name }] : [];
  });

/** A row's opening quantities, each in its warehouse (none where blank or 0). */
function openingQuantities(values: Record<string, string>, columns: { column: string; name: string }[], warehouses: Warehouses) {
  return columns.flatMap(({ column, name }) => {
    const { qty } = validate({ qty: decimal(column).min(0).places(6) }, { qty: values[column] || undefined });
    if (!qty || qty.isZero()) return [];
    const ids = warehouses.get(name) ?? [];
    if (ids.length !== 1) throw new ValidationError(ids.length ? `仓库“${name}”有多个，不能按名称录入期初` : `仓库“${name}”不存在`, column);
    return [{ warehouseId: ids[0], qty }];
  });
}

/**
 * Products from the sheet, one per 商品编码 (its rows are its SKUs), through the same commands as the screens: the
 * product with its units and class, then its opening stock in each warehouse with quantities (期初, one
 * EnterOpeningStockCommand per warehouse). Every value is checked before anything is created.
 */
export const productImporter: Importer = {
  kind: 'Product',
  title: '商品',
  menuId: '3001',
  columns: COLUMNS,
  required: PRODUCT_COLUMNS.filter((c) => c.required).map((c) => c.title),
  notes: NOTES,
  async template({ companyId, refs }) {
    return [...COLUMNS, ...(await refs.enabledNames('Warehouse', companyId)).map(openingColumn)];
  },
  async units(sheet, { companyId, refs }): Promise<ImportUnit[]> {
    const openings = openingColumns(sheet.headers);
    const warehouses = await refs.idsByName(
      'Warehouse',
      companyId,
      openings.map((o) => o.name),
    );
    const classes = sheet.rows.some((r) => r.values['商品分类']) ? await refs.classPaths('ProductClass', companyId) : [];
    const groups = new Map<string, Row[]>();
    for (const row of sheet.rows) {
      const code = row.values['商品编码'] || `#${row.rowNo}`;
      groups.set(code, [...(groups.get(code) ?? []), row]);
    }
    return [...groups.values()].map((rows) => ({
      rowNos: rows.map((r) => r.rowNo),
      async run(commands, session) {
        const { skus, header } = productOf(rows, classes);
        const stock = rows.map((r, i) => ({
          price:
            validate({ price: decimal('期初成本价').min(0).places(6) }, { price: r.values['期初成本价'] || undefined }).price ??
            skus[i].purchasePrice!,
          places: openingQuantities(r.values, openings, warehouses),
        }));
        if (stock.some((k) => k.places.length) && !canDo(session.permissions, OPENING_MENU, 'add', session.isAdmin))
          throw new ForbiddenError('您没有新增期初库存的权限，不能导入期初数量');
        const { skus: created }: { skus: { skuId: string }[] } = await commands.execute(
          new CreateProductCommand(actorOf(session), header, skus),
        );
        const byWarehouse = new Map<string, { skuId: string; qty: Dec; price: Dec }[]>();
        stock.forEach(({ price, places }, i) => {
          for (const { warehouseId, qty } of places)
            byWarehouse.set(warehouseId, [...(byWarehouse.get(warehouseId) ?? []), { skuId: created[i].skuId, qty, price }]);
        });
        try {
          for (const [warehouseId, lines] of byWarehouse) await enterOpeningStock!(commands, session, warehouseId, lines);
        } catch (e) {
          throw new ValidationError(`商品已导入，期初库存未录入：${(e as Error).message}`, 'openingStock');
        }
      },
    }));
  },
};

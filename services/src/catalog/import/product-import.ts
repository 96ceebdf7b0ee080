import { CommandBus } from '@nestjs/cqrs';
import { canDo } from '../../contracts';
import { actorOf, Session } from '../../identity';
import { Dec } from '../../shared/decimal';
import { ForbiddenError, ValidationError } from '../../shared/errors';
import { decimal, validate } from '../../shared/validation/schema';
import { CreateProductCommand } from '../product/product.commands';
import { createProductSchema } from '../product/product.schemas';
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
const COLUMNS = [
  '商品名称',
  '商品编码',
  '主单位',
  '辅助单位',
  '商品分类',
  '规格',
  '条码',
  '销售价',
  '采购价',
  '批发价',
  '最低售价',
  '最低库存',
  '最高库存',
  '期初成本价',
  '备注',
];

/** A warehouse's opening quantity column: 期初数量（总仓）. */
const openingColumn = (warehouse: string) => `期初数量（${warehouse}）`;

const NOTES = [
  ['列', '填写说明'],
  ['商品编码', '同一商品编码的多行是同一商品的多个规格；主单位、辅助单位、商品分类按第一行'],
  ['辅助单位', '写成“单位=数量主单位”，多个用逗号分开，如主单位为“个”时：箱=12个，包=6个'],
  ['商品分类', '分类名称，或从顶级写起的路径，如“饮料/碳酸饮料”；分类需先在“商品分类”中建好'],
  ['期初成本价', '期初库存的单价，不填按采购价'],
  ['期初数量（仓库）', '每个仓库一列，括号里是仓库名称；按主单位填写该仓库的期初库存，不填或0则不录期初'],
];

/** 辅助单位 as written (箱=12个，包=6个): each unit and how many main units it holds. */
export function parseUnits(text: string, mainUnit: string): { unitName: string; ratio: string }[] {
  return text
    .split(/[,，;；、\s]+/)
    .filter(Boolean)
    .map((part) => {
      const m = /^(.+?)[=＝]([\d.]+)(.*)$/.exec(part);
      if (!m) throw new ValidationError(`辅助单位“${part}”格式不正确，应如“箱=12${mainUnit}”`, 'units');
      const [, unitName, ratio, unit] = m;
      if (unit && unit !== mainUnit) throw new ValidationError(`辅助单位“${part}”应按主单位“${mainUnit}”换算`, 'units');
      return { unitName: unitName.trim(), ratio };
    });
}

/** The class a cell names: its path from the top (饮料/碳酸饮料) or a name only one class bears. */
export function classOf(text: string, classes: { classId: string; path: string[] }[]): string {
  const path = text
    .split(/[/／>＞]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const byPath = classes.find((c) => c.path.join('/') === path.join('/'));
  if (byPath) return byPath.classId;
  const byName = path.length === 1 ? classes.filter((c) => c.path[c.path.length - 1] === path[0]) : [];
  if (byName.length === 1) return byName[0].classId;
  if (byName.length > 1)
    throw new ValidationError(`商品分类“${text}”有多个，请写出从顶级开始的路径，如“${byName[0].path.join('/')}”`, 'classId');
  throw new ValidationError(`商品分类“${text}”不存在，请先在商品分类中添加`, 'classId');
}

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

/** The product a group of rows describes, as Product/Save takes it. */
const productInput = (rows: Row[], classes: { classId: string; path: string[] }[]) => {
  const v = rows[0].values;
  const sku = (r: Record<string, string>) => ({
    spec: r['规格'],
    barCode: r['条码'],
    salePrice: r['销售价'],
    purchasePrice: r['采购价'],
    wholesalePrice: r['批发价'],
    lowestPrice: r['最低售价'],
    lowStock: r['最低库存'],
    highStock: r['最高库存'],
  });
  return {
    productName: v['商品名称'],
    productCode: v['商品编码'],
    unitName: v['主单位'],
    remark: v['备注'],
    skus: rows.map((r) => sku(r.values)),
    units: v['辅助单位'] ? parseUnits(v['辅助单位'], v['主单位']) : undefined,
    classId: v['商品分类'] ? classOf(v['商品分类'], classes) : undefined,
  };
};

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
  required: ['商品名称', '商品编码', '主单位', '销售价', '采购价'],
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
        const { skus, ...header } = validate(createProductSchema, productInput(rows, classes));
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

import { CommandBus } from '@nestjs/cqrs';
import { Actor } from '../../shared/es/event-sourcing';
import { Field, validate } from '../../shared/validation/schema';
import { SaveMasterRecordCommand } from '../master-data/master-data.commands';
import { MasterResource } from '../master-data/master-resource';
import { MASTER_RESOURCES } from '../master-data/resources';
import { CreateProductCommand } from '../product/product.commands';
import { createProductSchema } from '../product/product.schemas';
import { Sheet } from './workbook';

/** One record to create from one or more rows of the sheet. */
export interface ImportUnit {
  rowNos: number[];
  run(commands: CommandBus, actor: Actor): Promise<unknown>;
}

export interface Importer {
  kind: string;
  title: string;
  menuId: string;
  /** Column titles of the template; the required ones must be present. */
  columns: string[];
  required: string[];
  units(sheet: Sheet): ImportUnit[];
}

/** Maps a row's Chinese column titles to the fields whose labels they are. */
const byLabel = (fields: Record<string, Field<unknown>>, values: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, values[f.label]]));

function masterImporter(def: MasterResource, columns: string[]): Importer {
  const required = columns.filter((c) => Object.values(def.fields).some((f) => f.label === c && isRequired(f)));
  return {
    kind: def.kind,
    title: def.title,
    menuId: def.menuId,
    columns,
    required,
    units: (sheet) =>
      sheet.rows.map((row) => ({
        rowNos: [row.rowNo],
        run: (commands, actor) => commands.execute(new SaveMasterRecordCommand(def, actor, validate(def.fields, byLabel(def.fields, row.values)))),
      })),
  };
}

const isRequired = (f: Field<unknown>) => {
  try {
    f.parse(undefined, '');
    return false;
  } catch {
    return true;
  }
};

const resource = (kind: string) => MASTER_RESOURCES.find((r) => r.kind === kind)!;

const PRODUCT_COLUMNS = ['商品名称', '商品编码', '主单位', '规格', '条码', '销售价', '采购价', '批发价', '最低售价', '最低库存', '最高库存', '备注'];

/** One row per SKU; rows sharing a 商品编码 become one product with several SKUs. */
const productImporter: Importer = {
  kind: 'Product',
  title: '商品',
  menuId: '3001',
  columns: PRODUCT_COLUMNS,
  required: ['商品名称', '商品编码', '主单位', '销售价', '采购价'],
  units(sheet) {
    const groups = new Map<string, Sheet['rows']>();
    for (const row of sheet.rows) {
      const code = row.values['商品编码'] || `#${row.rowNo}`;
      groups.set(code, [...(groups.get(code) ?? []), row]);
    }
    return [...groups.values()].map((rows) => ({
      rowNos: rows.map((r) => r.rowNo),
      run: (commands, actor) => {
        const v = rows[0].values;
        const sku = (r: Record<string, string>) => ({ spec: r['规格'], barCode: r['条码'], salePrice: r['销售价'], purchasePrice: r['采购价'], wholesalePrice: r['批发价'], lowestPrice: r['最低售价'], lowStock: r['最低库存'], highStock: r['最高库存'] });
        const { skus, ...header } = validate(createProductSchema, { productName: v['商品名称'], productCode: v['商品编码'], unitName: v['主单位'], remark: v['备注'], skus: rows.map((r) => sku(r.values)) });
        return commands.execute(new CreateProductCommand(actor, header, skus));
      },
    }));
  },
};

export const IMPORTERS: Importer[] = [
  masterImporter(resource('Custom'), ['客户名称', '客户编码', '手机号', '联系人', '地址', '期初应收', '超期天数', '标签', '备注']),
  masterImporter(resource('Supplier'), ['供应商名称', '供应商编码', '手机号', '联系人', '地址', '期初应付', '备注']),
  productImporter,
];

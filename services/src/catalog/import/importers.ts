import { CommandBus } from '@nestjs/cqrs';
import { actorOf, Session } from '../../identity';
import { Field, validate } from '../../shared/validation/schema';
import { SaveMasterRecordCommand } from '../master-data/master-data.commands';
import type { MasterDataQueries } from '../master-data/master-data.queries';
import { MasterResource } from '../master-data/master-resource';
import { MASTER_RESOURCES } from '../master-data/resources';
import { productImporter } from './product-import';
import { Sheet } from './workbook';

/** Whose import it is, and where its importer looks records up (a product's class and warehouses by name). */
export interface ImportContext {
  companyId: string;
  refs: MasterDataQueries;
}

/** One record to create from one or more rows of the sheet. */
export interface ImportUnit {
  rowNos: number[];
  run(commands: CommandBus, session: Session): Promise<unknown>;
}

export interface Importer {
  kind: string;
  title: string;
  menuId: string;
  /** Column titles of the template; the required ones must be present. */
  columns: string[];
  required: string[];
  /** The template's columns for the company, when they depend on its records (a product's 期初数量 per warehouse). */
  template?(ctx: ImportContext): Promise<string[]>;
  /** How to fill the columns in, on a sheet of its own in the template: [column, note] rows under a title row. */
  notes?: string[][];
  units(sheet: Sheet, ctx: ImportContext): ImportUnit[] | Promise<ImportUnit[]>;
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
        run: (commands, session) =>
          commands.execute(new SaveMasterRecordCommand(def, actorOf(session), validate(def.fields, byLabel(def.fields, row.values)))),
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

export const IMPORTERS: Importer[] = [
  masterImporter(resource('Custom'), ['客户名称', '客户编码', '手机号', '联系人', '地址', '期初应收', '超期天数', '标签', '备注']),
  masterImporter(resource('Supplier'), ['供应商名称', '供应商编码', '手机号', '联系人', '地址', '期初应付', '备注']),
  productImporter,
];

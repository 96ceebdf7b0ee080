import { Body, Controller, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  checkSaveRights,
  documentController,
  loadDocument,
  SaveDocumentCommand,
  unpricedLineSchema,
  type DocumentSaved,
  type LineInput,
} from '../../document-engine';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { D, toDb } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { array, bool, decimal, text, validate } from '../../shared/validation/schema';
import { ASSEMBLY_KINDS, AssemblyKind, directionOf, Group, GROUPS, groupOf, renamingLines } from './assembly';
import { ASSEMBLY } from './assembly.kind';

const saveSchema = {
  assemblyId: text(ASSEMBLY.title),
  kind: text('业务类型').oneOf(ASSEMBLY_KINDS),
  billDate: text('单据日期').required().date(),
  warehouseId: text('仓库').required(),
  parts: array(GROUPS.parts.label, unpricedLineSchema).required().minItems(1).maxItems(500),
  products: array(GROUPS.products.label, unpricedLineSchema).required().minItems(1).maxItems(500),
  fee: decimal('费用').min(0).places(2),
  remark: text('备注').maxWidth(200),
  audit: bool('保存并审核'),
};

type LineBody = Omit<LineInput, 'price'>;

/** A SKU is either made or used up by one document, never both. */
function checkSides(parts: LineBody[], products: LineBody[]) {
  const i = products.findIndex((p) => parts.some((l) => l.skuId === p.skuId));
  if (i < 0) return;
  const part = parts.findIndex((l) => l.skuId === products[i].skuId);
  throw new ValidationError(`成品第${i + 1}行的商品已在组件第${part + 1}行，同一商品不能既是组件又是成品`, 'products');
}

/** The kit's routes of the kind, typed as far as this controller uses them. */
const KitRoutes = documentController(ASSEMBLY) as Type<{
  commands: CommandBus;
  es: EventSourcing;
  detail(body: unknown, s: Session): Promise<Record<string, unknown>>;
}>;

/**
 * `/api/Assembly/…`: the document kit's Audit, WriteBack, Remove and PageQuery, with a Save taking the parts and the
 * products apart (parts[], products[], kind, fee) and a Detail answering them apart, each line with the amount it
 * moved at once audited (stockAmount).
 */
@Controller('api/Assembly')
export class AssemblyController extends KitRoutes {
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(saveSchema, body);
    checkSaveRights(ASSEMBLY, s, input.assemblyId, !!input.audit);
    const parts = input.parts as LineBody[];
    const products = input.products as LineBody[];
    checkSides(parts, products);
    const kind: AssemblyKind = (input.kind as AssemblyKind | undefined) ?? 'assemble';
    const lines = (['parts', 'products'] as const).flatMap((g) =>
      (g === 'parts' ? parts : products).map((l) => ({ ...l, price: new D(0), direction: directionOf(kind, g) })),
    );
    const extra = { kind, fee: toDb(input.fee ?? 0) };
    const command = new SaveDocumentCommand(
      ASSEMBLY,
      s,
      { billDate: input.billDate, warehouseId: input.warehouseId, extra, lines, remark: input.remark },
      input.assemblyId,
      !!input.audit,
    );
    try {
      const r = await this.commands.execute(command);
      return { assemblyId: r.docId, billNo: r.billNo, status: r.status };
    } catch (e) {
      // Lines checked on save are named by their place in the document: parts first, then products.
      throw renamingLines(e, /明细第(\d+)行/g, (n) => (n <= parts.length ? `组件第${n}行` : `成品第${n - parts.length}行`));
    }
  }

  @Permission(ASSEMBLY.menuId, 'get')
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const {
      lines,
      remaining: _,
      ...header
    } = (await super.detail(body, s)) as { lines: { lineNo: number }[]; remaining: unknown; assemblyId: string; fee: string | null };
    const { state } = await loadDocument(this.es, ASSEMBLY, header.assemblyId, s.companyId);
    const doc = state.doc as DocumentSaved;
    const kind = doc.extra!.kind as AssemblyKind;
    const inGroup = (g: Group) => lines.filter((l) => groupOf(kind, doc.lines[l.lineNo - 1]) === g);
    // The fee as a number, unless the detail masked it.
    return { ...header, fee: header.fee === null ? null : Number(header.fee), parts: inGroup('parts'), products: inGroup('products') };
  }
}

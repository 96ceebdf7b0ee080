import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppendToStream, NewEvent, EventStore, WrongExpectedVersionError } from '@jxc/infra';
import { Dec, toDb } from '../../shared/decimal';
import { ConflictError, ValidationError } from '../../shared/errors';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { releaseCode, reserveCode } from '../master-data/code-reservation';
import { recordCreation } from '../master-data/master-data.commands';
import { AutoCodes } from '../code-rule/auto-code';
import { MasterDataQueries } from '../master-data/master-data.queries';
import { Patch } from '../../shared/patch';
import { checkSkus, checkUnits, decideProduct, evolveProduct, HeaderPatch, initialProduct, liveProduct, ProductState } from './product';
import { ProductEvents as E, ProductHeader, SkuData } from './product.events';

type Num = Dec | undefined;
export interface SkuInput {
  skuId?: string;
  spec?: string;
  barCode?: string;
  salePrice?: Num;
  purchasePrice?: Num;
  wholesalePrice?: Num;
  lowestPrice?: Num;
  lowStock?: Num;
  highStock?: Num;
}
export interface HeaderInput {
  productName?: string;
  productCode?: string;
  unitName?: string;
  classId?: string;
  units?: { unitName: string; ratio: Dec }[];
  serialFlag?: boolean;
  lifeFlag?: boolean;
  shelfLifeDays?: number;
  remark?: string;
}

export class CreateProductCommand {
  constructor(
    readonly actor: Actor,
    readonly header: HeaderInput,
    readonly skus: SkuInput[],
  ) {}
}
/** The header fields to change (not given kept, null cleared: see shared/patch) and, when given, the whole SKU list. */
export class UpdateProductCommand {
  constructor(
    readonly actor: Actor,
    readonly productId: string,
    readonly header: Patch<HeaderInput>,
    readonly skus?: SkuInput[],
  ) {}
}
export class UpdateSkuPriceCommand {
  constructor(
    readonly actor: Actor,
    readonly productId: string,
    readonly skuId: string,
    readonly prices: SkuInput,
  ) {}
}
export class SetGradePricesCommand {
  constructor(
    readonly actor: Actor,
    readonly productId: string,
    readonly skuId: string,
    readonly prices: { gradeId: string; price: Dec }[],
  ) {}
}
export class ChangeProductStatusCommand {
  constructor(
    readonly actor: Actor,
    readonly productId: string,
    readonly change: 'enable' | 'disable' | 'remove',
  ) {}
}

export const productStream = (id: string) => `Product-${id}`;
const opt = (v: Num) => (v === undefined ? null : toDb(v));

export function toSku(k: SkuInput, before?: SkuData): SkuData {
  return {
    skuId: k.skuId ?? randomUUID(),
    spec: k.spec ?? before?.spec ?? '',
    barCode: k.barCode ?? null,
    salePrice: k.salePrice ? toDb(k.salePrice) : (before?.salePrice ?? '0'),
    purchasePrice: k.purchasePrice ? toDb(k.purchasePrice) : (before?.purchasePrice ?? '0'),
    wholesalePrice: opt(k.wholesalePrice),
    lowestPrice: opt(k.lowestPrice),
    lowStock: opt(k.lowStock),
    highStock: opt(k.highStock),
  };
}

const toUnits = (units: HeaderInput['units']) => units?.map((u) => ({ unitName: u.unitName, ratio: toDb(u.ratio) }));

/** Codes and barcodes that a change takes and frees, as reservation streams appended with the product. */
async function reservations(
  store: EventStore,
  companyId: string,
  productId: string,
  before: { code?: string; skus: SkuData[] },
  after: { code?: string; skus: SkuData[] },
) {
  const streams: AppendToStream[] = [];
  if (after.code && after.code.toLowerCase() !== before.code?.toLowerCase()) {
    if (before.code) streams.push(releaseCode('Product', companyId, before.code, productId));
    streams.push(await reserveCode(store, 'Product', companyId, after.code, productId, '商品编码'));
  }
  const had = new Map(before.skus.filter((k) => k.barCode).map((k) => [k.barCode!.toLowerCase(), k]));
  const has = new Map(after.skus.filter((k) => k.barCode).map((k) => [k.barCode!.toLowerCase(), k]));
  for (const [code, k] of had) if (!has.has(code)) streams.push(releaseCode('Barcode', companyId, k.barCode!, k.skuId));
  for (const [code, k] of has)
    if (!had.has(code)) streams.push(await reserveCode(store, 'Barcode', companyId, k.barCode!, k.skuId, `条码${k.barCode}`));
  return streams;
}

/**
 * The units a product is saved with that 计量单位 does not have yet, created with it, so that they are listed there
 * and offered for the next product.
 */
async function newUnits(refs: MasterDataQueries, companyId: string, units: readonly { unitName: string }[]): Promise<AppendToStream[]> {
  const names = await refs.unknownNames(
    'Unit',
    companyId,
    units.map((u) => u.unitName),
  );
  return names.map((unitName) => recordCreation('Unit', randomUUID(), { unitName }));
}

/** The units an update sets (the main one first), when it changes them. */
const unitsOf = (events: NewEvent[]) => (events.find((e) => e.type === E.Updated)?.data as Partial<ProductHeader> | undefined)?.units ?? [];

/** A refused append as the user reads it: a code or barcode taken in the meantime, or another change first. */
function refusal(e: unknown) {
  if (!(e instanceof WrongExpectedVersionError)) return e;
  if (e.streamId.startsWith('Code-Product-')) return new ValidationError('商品编码已存在', 'productCode');
  if (e.streamId.startsWith('Code-Barcode-')) return new ValidationError('条码已被其他商品使用', 'barCode');
  return new ConflictError();
}

async function commit(es: EventSourcing, streams: AppendToStream[], actor: Actor) {
  try {
    await es.commit(streams, actor);
  } catch (e) {
    throw refusal(e);
  }
}

@CommandHandler(CreateProductCommand)
export class CreateProductHandler implements ICommandHandler<
  CreateProductCommand,
  { productId: string; productCode: string; skus: SkuData[] }
> {
  constructor(
    private readonly es: EventSourcing,
    private readonly store: EventStore,
    private readonly refs: MasterDataQueries,
    private readonly codes: AutoCodes,
  ) {}

  async execute({ actor, header, skus: input }: CreateProductCommand) {
    await this.refs.checkRef('ProductClass', actor.companyId, header.classId, '商品分类', 'classId');
    const productId = randomUUID();
    const skus = input.map((k) => toSku({ ...k, skuId: undefined }));
    checkSkus(skus);
    const h: Omit<ProductHeader, 'productCode'> = {
      productName: header.productName!,
      classId: header.classId ?? null,
      unitName: header.unitName!,
      units: checkUnits(header.unitName!, toUnits(header.units) ?? []),
      serialFlag: !!header.serialFlag,
      lifeFlag: !!header.lifeFlag,
      shelfLifeDays: header.shelfLifeDays ?? null,
      remark: header.remark ?? '',
    };
    const streamsWith = async (productCode: string, reserve: boolean): Promise<AppendToStream[]> => [
      {
        streamId: productStream(productId),
        streamType: 'Product',
        expectedVersion: 'no_stream',
        events: [{ type: E.Created, data: { productId, ...h, productCode, skus } }],
      },
      ...(await reservations(this.store, actor.companyId, productId, { skus: [] }, { code: reserve ? productCode : undefined, skus })),
      ...(await newUnits(this.refs, actor.companyId, h.units)),
    ];
    if (header.productCode) {
      await commit(this.es, await streamsWith(header.productCode, true), actor);
      return { productId, productCode: header.productCode, skus };
    }
    try {
      return { productId, productCode: await this.codes.save('Product', actor, productId, (code) => streamsWith(code, false)), skus };
    } catch (e) {
      throw refusal(e);
    }
  }
}

@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand, void> {
  constructor(
    private readonly es: EventSourcing,
    private readonly store: EventStore,
    private readonly refs: MasterDataQueries,
  ) {}

  async execute({ actor, productId, header, skus: input }: UpdateProductCommand) {
    await this.refs.checkRef('ProductClass', actor.companyId, header.classId, '商品分类', 'classId');
    const { state, version } = await this.es.load(productStream(productId), actor.companyId, initialProduct, evolveProduct);
    liveProduct(state);
    const skus = input?.map((k) => {
      if (k.skuId && !state.skus.has(k.skuId)) throw new ValidationError('规格不属于该商品', 'skus');
      return toSku(k, k.skuId ? state.skus.get(k.skuId) : undefined);
    });
    const patch: HeaderPatch = { ...header, units: header.units === null ? null : toUnits(header.units) };
    const events = decideProduct.update(state, patch, skus);
    if (!events.length) return;
    const before = { code: state.header!.productCode, skus: [...state.skus.values()] };
    await commit(
      this.es,
      [
        { streamId: productStream(productId), streamType: 'Product', expectedVersion: version, events },
        ...(await reservations(this.store, actor.companyId, productId, before, {
          code: header.productCode ?? undefined,
          skus: skus ?? before.skus,
        })),
        ...(await newUnits(this.refs, actor.companyId, unitsOf(events))),
      ],
      actor,
    );
  }
}

@CommandHandler(UpdateSkuPriceCommand)
export class UpdateSkuPriceHandler implements ICommandHandler<UpdateSkuPriceCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, productId, skuId, prices }: UpdateSkuPriceCommand) {
    const { state, version } = await this.es.load(productStream(productId), actor.companyId, initialProduct, evolveProduct);
    const p = Object.fromEntries(
      (['salePrice', 'purchasePrice', 'wholesalePrice', 'lowestPrice'] as const)
        .filter((k) => prices[k] !== undefined)
        .map((k) => [k, toDb(prices[k]!)]),
    );
    const events = decideProduct.updatePrices(state, skuId, p);
    if (events.length)
      await commit(this.es, [{ streamId: productStream(productId), streamType: 'Product', expectedVersion: version, events }], actor);
  }
}

@CommandHandler(SetGradePricesCommand)
export class SetGradePricesHandler implements ICommandHandler<SetGradePricesCommand, void> {
  constructor(
    private readonly es: EventSourcing,
    private readonly refs: MasterDataQueries,
  ) {}

  async execute({ actor, productId, skuId, prices }: SetGradePricesCommand) {
    for (const p of prices) await this.refs.checkRef('CustomGrade', actor.companyId, p.gradeId, '客户等级', 'gradeId');
    const { state, version } = await this.es.load(productStream(productId), actor.companyId, initialProduct, evolveProduct);
    const events = decideProduct.setGradePrices(
      state,
      skuId,
      prices.map((p) => ({ gradeId: p.gradeId, price: toDb(p.price) })),
    );
    await commit(this.es, [{ streamId: productStream(productId), streamType: 'Product', expectedVersion: version, events }], actor);
  }
}

@CommandHandler(ChangeProductStatusCommand)
export class ChangeProductStatusHandler implements ICommandHandler<ChangeProductStatusCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, productId, change }: ChangeProductStatusCommand) {
    const { state, version } = await this.es.load(productStream(productId), actor.companyId, initialProduct, evolveProduct);
    const events: NewEvent[] = decideProduct.status(state, change);
    const streams: AppendToStream[] = [{ streamId: productStream(productId), streamType: 'Product', expectedVersion: version, events }];
    if (change === 'remove') streams.push(...freed(actor.companyId, productId, state));
    await commit(this.es, streams, actor);
  }
}

const freed = (companyId: string, productId: string, s: ProductState): AppendToStream[] => [
  releaseCode('Product', companyId, s.header!.productCode, productId),
  ...[...s.skus.values()].filter((k) => k.barCode).map((k) => releaseCode('Barcode', companyId, k.barCode!, k.skuId)),
];

/**
 * A large catalogue of realistic Chinese grocery names, made fast: one product of two SKUs is saved through HTTP and
 * recorded, then written again for every other product (see bulk.ts), code and barcode reservations included.
 */
import { randomUUID } from 'node:crypto';
import type { RunningApp } from '@jxc/services';
import type { EventMetadata } from '@jxc/infra';
import { BulkWriter, catchUp, recordEvents, Template, TemplateEvent } from './bulk';

export const BRANDS = [
  '可口可乐',
  '百事',
  '农夫山泉',
  '康师傅',
  '统一',
  '娃哈哈',
  '伊利',
  '蒙牛',
  '旺旺',
  '达利园',
  '三只松鼠',
  '良品铺子',
  '金龙鱼',
  '海天',
  '李锦记',
  '雀巢',
];
export const ITEMS = [
  '矿泉水',
  '绿茶',
  '冰红茶',
  '牛奶',
  '酸奶',
  '方便面',
  '饼干',
  '薯片',
  '酱油',
  '食用油',
  '咖啡',
  '果汁',
  '面包',
  '坚果',
  '巧克力',
  '蚝油',
];
export const SPECS = ['330ml', '500ml', '1L', '2L', '小包', '大包', '单支', '整箱'];
/** Keywords a shop assistant types: brands, items, codes, barcodes, specs. */
export const KEYWORDS = ['可乐', '农夫山泉矿泉水', 'p1234', '69000000012', '牛奶', '500ml', '康师傅方便面1', '雀巢咖啡', '薯片', '整箱'];

/** Product number n's name: a brand, an item and n. */
export const productName = (n: number) => `${BRANDS[n % BRANDS.length]}${ITEMS[Math.floor(n / BRANDS.length) % ITEMS.length]}${n}`;

/**
 * One product of two SKUs saved through HTTP and recorded, to be written again as any product of any company: its
 * company appears only in the ids of its code and barcode reservations.
 */
export class CatalogueTemplate {
  private constructor(
    private readonly template: Template<string>,
    /** Who saved the recorded product. */
    readonly metadata: EventMetadata,
  ) {}

  /** Records the template in the company of `call` (whose units include 个). */
  static async record(server: RunningApp, call: (path: string, body: object) => Promise<any>): Promise<CatalogueTemplate> {
    const recorded = await recordEvents(server, () =>
      call('Product/Save', {
        productName: 'TPLNAMEQX',
        productCode: 'TPLCODEQX',
        unitName: '个',
        skus: [
          { spec: 'TPLSPECA', barCode: '6999999999990', salePrice: 10, purchasePrice: 5 },
          { spec: 'TPLSPECB', barCode: '6999999999991', salePrice: 10, purchasePrice: 5 },
        ],
      }),
    );
    const {
      productId,
      skus: [a, b],
    } = recorded.result;
    return new CatalogueTemplate(
      new Template(recorded.events, {
        company: recorded.metadata.companyId,
        productId,
        sku0: a.skuId,
        sku1: b.skuId,
        name: 'TPLNAMEQX',
        code: 'TPLCODEQX',
        spec0: 'TPLSPECA',
        spec1: 'TPLSPECB',
        bar0: '6999999999990',
        bar1: '6999999999991',
      }),
      recorded.metadata,
    );
  }

  /** Product number `n` of `companyId` (name, code and barcodes made from n): its events and its two SKUs' ids. */
  make(n: number, companyId: string): { events: TemplateEvent[]; skus: [string, string] } {
    const skus: [string, string] = [randomUUID(), randomUUID()];
    const events = this.template.fill({
      company: companyId,
      productId: randomUUID(),
      sku0: skus[0],
      sku1: skus[1],
      name: productName(n),
      code: `P${n}`,
      spec0: SPECS[n % SPECS.length],
      spec1: `${SPECS[(n + 1) % SPECS.length]}装`,
      bar0: `69${String(n * 2).padStart(11, '0')}`,
      bar1: `69${String(n * 2 + 1).padStart(11, '0')}`,
    });
    return { events, skus };
  }
}

/** `skus` SKUs (two per product) for the company of `call`, projected; their ids in creation order. */
export async function buildCatalogue(
  server: RunningApp,
  call: (path: string, body: object) => Promise<any>,
  skus: number,
): Promise<string[]> {
  // The unit exists beforehand, as in a shop that has saved products: the recorded save creates none to copy.
  await call('Unit/Save', { unitName: '个' });
  const template = await CatalogueTemplate.record(server, call);
  const { companyId } = template.metadata;
  const writer = new BulkWriter(server);
  const ids: string[] = [];
  const products = Math.floor(skus / 2);
  for (let i = 0; i < products; i += 500) {
    const events = [];
    for (let n = i; n < Math.min(products, i + 500); n++) {
      const made = template.make(n, companyId);
      ids.push(...made.skus);
      events.push(...made.events);
    }
    await writer.write(events, template.metadata);
  }
  await catchUp(server, await writer.flush(), 'catalogue');
  return ids;
}

/**
 * The demo's sample shop: a drinks-and-groceries wholesaler with two warehouses, its accounts, customers, suppliers,
 * products, and two weeks of trade up to today — purchases, daily sales (some paid on the spot, some on credit), a
 * return, receipts and payments, rent and utilities, a 调价单 — entered through the API as a shop would. Two weeks
 * fill the reports and the home page at about 300 events a demo (every demo's events are kept for good).
 */

/** Posts to the API as the demo's administrator and answers returnData (a refusal throws). */
export type Post = (path: string, body: object) => Promise<Record<string, unknown> & { skus?: { skuId: string }[] }>;

const PRODUCTS = [
  { productName: '农夫山泉饮用天然水', spec: '550ml', unit: '瓶', box: 24, cls: '饮料', buy: 1.0, sell: 2.0, wholesale: 1.5, supplier: 0 },
  { productName: '可口可乐', spec: '330ml', unit: '听', box: 24, cls: '饮料', buy: 1.8, sell: 3.0, wholesale: 2.3, supplier: 0 },
  { productName: '青岛啤酒经典', spec: '500ml', unit: '瓶', box: 12, cls: '饮料', buy: 3.2, sell: 6.0, wholesale: 4.5, supplier: 0 },
  { productName: '伊利纯牛奶', spec: '250ml', unit: '盒', box: 24, cls: '饮料', buy: 2.3, sell: 3.5, wholesale: 2.8, supplier: 2 },
  { productName: '康师傅红烧牛肉面', spec: '105g', unit: '袋', box: 24, cls: '食品', buy: 2.2, sell: 4.5, wholesale: 3.0, supplier: 1 },
  { productName: '旺旺雪饼', spec: '84g', unit: '袋', box: 30, cls: '食品', buy: 3.0, sell: 5.5, wholesale: 4.2, supplier: 1 },
  { productName: '金龙鱼调和油', spec: '5L', unit: '桶', box: 4, cls: '粮油调味', buy: 45, sell: 68, wholesale: 58, supplier: 1 },
  { productName: '五常大米', spec: '10kg', unit: '袋', box: 0, cls: '粮油调味', buy: 55, sell: 79, wholesale: 70, supplier: 1 },
  { productName: '海天金标生抽', spec: '500ml', unit: '瓶', box: 12, cls: '粮油调味', buy: 5.5, sell: 9.9, wholesale: 7.5, supplier: 1 },
  { productName: '心相印抽纸', spec: '3层120抽', unit: '包', box: 36, cls: '日用百货', buy: 1.6, sell: 3.0, wholesale: 2.2, supplier: 1 },
];
const CUSTOMERS = [
  { customName: '张记便利店', phone: '13812340001', contact: '张建国', credit: true },
  { customName: '好又多超市（城东店）', phone: '13812340002', contact: '刘敏', credit: true },
  { customName: '城南小卖部', phone: '13812340003', contact: '王芳', credit: false },
  { customName: '李姐烟酒店', phone: '13812340004', contact: '李秀英', credit: true },
  { customName: '阳光职工食堂', phone: '13812340005', contact: '陈伟', credit: true },
  { customName: '零售散客', phone: '', contact: '', credit: false },
];
const SUPPLIERS = [
  { supplierName: '华润饮料批发部', phone: '13912340001', contact: '赵经理' },
  { supplierName: '顶新食品经销处', phone: '13912340002', contact: '孙经理' },
  { supplierName: '伊利乳业华东仓', phone: '13912340003', contact: '周经理' },
];
const DAYS = 14;

/** The same sample every time: a small linear congruential generator from a fixed seed. */
function random(seed = 20261124) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const dayOf = (today: string, back: number) => new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);

/**
 * Fills the demo company (the administrator's `post`) with the sample shop, its trade dated up to `today`. What does
 * not depend on each other goes at once (the records of a kind, the documents of a day); the days go in order, so that
 * stock and its flow run as the dates do.
 */
export async function fillDemoShop(post: Post, today: string) {
  const rnd = random();
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
  const code = (prefix: string, i: number) => `${prefix}${String(i + 1).padStart(3, '0')}`;
  const all = <T, R>(list: T[], f: (x: T, i: number) => Promise<R>) => Promise.all(list.map(f));

  const [main, , cash, bank, wechat, rent, utilities] = await Promise.all([
    post('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W001', address: '城东物流园 3 号库' }).then(
      (r) => r.warehouseId as string,
    ),
    post('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'W002', address: '解放路 88 号门店' }),
    post('Account/Save', { accountName: '现金', accountCode: 'A001', initAmount: 5000 }).then((r) => r.accountId as string),
    post('Account/Save', { accountName: '工商银行', accountCode: 'A002', initAmount: 80000 }).then((r) => r.accountId as string),
    post('Account/Save', { accountName: '微信收款', accountCode: 'A003', initAmount: 0 }).then((r) => r.accountId as string),
    post('FinanceClass/Save', { className: '房租', classType: 'expense' }).then((r) => r.classId as string),
    post('FinanceClass/Save', { className: '水电费', classType: 'expense' }).then((r) => r.classId as string),
    post('CustomGrade/Save', { gradeName: '批发客户', discount: 95 }),
  ]);
  const classNames = [...new Set(PRODUCTS.map((p) => p.cls))];
  const classIds = await all(classNames, async (className) => (await post('ProductClass/AddNode', { className })).classId as string);
  const [suppliers, customers, skus] = await Promise.all([
    all(SUPPLIERS, async (s, i) => (await post('Supplier/Save', { ...s, supplierCode: code('S', i) })).supplierId as string),
    all(CUSTOMERS, async ({ credit, ...fields }, i) => ({
      id: (await post('Custom/Save', { ...fields, customCode: code('C', i), ...(i === 0 && { initAmount: 600 }) })).customId as string,
      credit,
    })),
    all(PRODUCTS, async (p, i) => {
      const saved = await post('Product/Save', {
        productName: p.productName,
        productCode: code('P', i),
        unitName: p.unit,
        classId: classIds[classNames.indexOf(p.cls)],
        ...(p.box && { units: [{ unitName: '箱', ratio: p.box }] }),
        skus: [
          {
            spec: p.spec,
            barCode: `69${String(20260000 + i * 7919).padStart(11, '0')}`,
            salePrice: p.sell,
            purchasePrice: p.buy,
            wholesalePrice: p.wholesale,
            lowStock: p.box || 5,
          },
        ],
      });
      return { ...p, skuId: saved.skus![0].skuId, stock: 0 };
    }),
  ]);

  // Stock comes in by the box a few times over the weeks; sales take what is there.
  const restock = (back: number, boxes: number) =>
    all(suppliers, async (supplierId, s) => {
      const mine = skus.filter((k) => k.supplier === s);
      const lines = mine.map((k) => ({
        skuId: k.skuId,
        qty: k.box ? boxes : boxes * 2,
        price: k.box ? round2(k.buy * k.box) : k.buy,
        ...(k.box && { unitName: '箱' }),
      }));
      const total = lines.reduce((t, l) => t + l.qty * l.price, 0);
      await post('Buy/Save', {
        supplierId,
        billDate: dayOf(today, back),
        warehouseId: main,
        lines,
        payAmount: round2(total * 0.6),
        accountId: bank,
        remark: '例行补货',
        audit: true,
      });
      for (const k of mine) k.stock += k.box ? boxes * k.box : boxes * 2;
    });
  await restock(DAYS, 6);
  const sold: { saleId: string; customId: string; line: { skuId: string; qty: number; price: number } }[] = [];
  for (let back = DAYS - 1; back >= 0; back--) {
    if (back === 7) await restock(back, 4);
    if (back === 7) {
      const cola = skus[1];
      await post('ChangePrice/Save', {
        billDate: dayOf(today, back),
        lines: [
          { skuId: cola.skuId, priceType: 'salePrice', price: 3.5 },
          { skuId: cola.skuId, priceType: 'wholesalePrice', price: 2.6 },
        ],
        remark: '进价上调，随之调价',
        audit: true,
      });
      Object.assign(cola, { sell: 3.5, wholesale: 2.6 });
    }
    // The day's sales, their quantities taken from the stock as planned, then sent together.
    const day = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
      const customer = pick(customers);
      const chosen = [...new Set(Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(skus)))].filter((k) => k.stock > 6);
      const lines = chosen.map((k) => {
        const qty = Math.max(1, Math.min(k.stock - 6, Math.ceil(rnd() * (k.box ? k.box / 2 : 3))));
        k.stock -= qty;
        return { skuId: k.skuId, qty, price: customer.credit ? k.wholesale : k.sell };
      });
      return { customer, lines, account: rnd() < 0.5 ? cash : wechat };
    }).filter((d) => d.lines.length);
    const money =
      back % 7 === 3
        ? [
            ...customers
              .filter((x) => x.credit)
              .slice(0, 2)
              .map(
                (c) => () =>
                  post('CustomReceive/Save', {
                    customId: c.id,
                    accountId: bank,
                    billDate: dayOf(today, back),
                    amount: 300,
                    remark: '对账回款',
                    audit: true,
                  }),
              ),
            () =>
              post('SupplierPay/Save', {
                supplierId: pick(suppliers),
                accountId: bank,
                billDate: dayOf(today, back),
                amount: 500,
                remark: '支付货款',
                audit: true,
              }),
          ]
        : [];
    await Promise.all([
      ...day.map(async ({ customer, lines, account }, n) => {
        const total = round2(lines.reduce((t, l) => t + l.qty * l.price, 0));
        const draft = back === 0 && n === day.length - 1;
        const saved = await post('Sale/Save', {
          customId: customer.id,
          billDate: dayOf(today, back),
          warehouseId: main,
          lines,
          ...(!customer.credit && { receiveAmount: total, accountId: account }),
          audit: !draft,
        });
        if (!draft) sold.push({ saleId: saved.saleId as string, customId: customer.id, line: lines[0] });
      }),
      ...money.map((send) => send()),
    ]);
    if (back === 10) {
      const { saleId, customId, line } = sold.find((s) => s.line.qty > 1)!;
      await post('SaleReturn/Save', {
        customId,
        saleId,
        billDate: dayOf(today, back),
        warehouseId: main,
        lines: [{ skuId: line.skuId, qty: 1, price: line.price }],
        remark: '包装破损退回',
        audit: true,
      });
    }
  }
  await Promise.all([
    post('FinanceFlow/Save', {
      flowType: 106,
      accountId: bank,
      billDate: dayOf(today, 12),
      lines: [{ classId: rent, amount: 3500, remark: '本月仓库租金' }],
      audit: true,
    }),
    post('FinanceFlow/Save', {
      flowType: 106,
      accountId: cash,
      billDate: dayOf(today, 2),
      lines: [{ classId: utilities, amount: 426.8, remark: '水电费' }],
      audit: true,
    }),
  ]);
}

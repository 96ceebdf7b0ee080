/** How an import's documents are counted and called: bills in 张, products (each with its SKUs) in 个. */
export const countedAs = (kind: string) => (kind === 'Product' ? { unit: '个', thing: '商品' } : { unit: '张', thing: '单据' });

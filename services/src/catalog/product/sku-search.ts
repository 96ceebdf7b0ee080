/**
 * The SQL condition "the SKU's search text (`alias.search`: name, code, spec, barcode, lower case) contains the
 * keyword", with `param` adding a parameter and returning its placeholder. From two characters on, the bigram index
 * (migration 020) finds the candidates; `like` decides, the keyword's % and _ taken literally.
 */
export function skuSearch(alias: string, keyword: string, param: (value: unknown) => string): string {
  const kw = keyword.toLowerCase();
  const like = `${alias}.search like ${param(`%${kw.replace(/[\\%_]/g, '\\$&')}%`)}`;
  return [...kw].length < 2 ? like : `(search_bigrams(${alias}.search) @> search_bigrams(${param(kw)}::text) and ${like})`;
}

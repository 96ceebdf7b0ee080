/**
 * A figure of the period as SKUs are ranked by it: its sum in float8, rounded to the millionths every quantity and
 * amount is kept in. Every SKU that moved is summed before the first of a page is known (50,000 of them in a big
 * company's month), and numeric sums cost a third more. The ranks are exact (ties and signs) while a SKU's figure
 * stays under about 10^8; the page shows the exact sums.
 */
export const RANK = 'round(sum((';
export const rankBy = (v: string) => `${RANK}${v})::float8) * 1000000)`;

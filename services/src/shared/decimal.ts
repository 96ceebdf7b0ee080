import Decimal from 'decimal.js';

/** Money and quantities are computed in exact decimal arithmetic, never binary floating point. */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof D>;
export type DecimalInput = Dec | string | number;

export const dec = (v: DecimalInput | null | undefined): Dec => new D(v ?? 0);

export const sum = (values: DecimalInput[]): Dec => values.reduce<Dec>((acc, v) => acc.plus(v), new D(0));

/** For JSON output: a number, rounded to `places` decimals (money and quantity default to the stored scale). */
export const toNumber = (v: DecimalInput | null | undefined, places = 6): number => dec(v).toDecimalPlaces(places).toNumber();

/** For numeric columns: a plain decimal string. */
export const toDb = (v: DecimalInput, places = 6): string => dec(v).toDecimalPlaces(places).toFixed();

/** 购买版本: buying and renewing an edition from inside the product (/buy), the purchases and their receipts (/buyList). */
export { Buy } from './Buy';
export { BuyList } from './BuyList';
export { BillingConsole } from './BillingConsole';
export type { ConsoleCaller } from './BillingConsole';

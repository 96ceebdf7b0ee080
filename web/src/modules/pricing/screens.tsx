import { DocumentDetail, DocumentList } from '../document-engine';
import { CHANGE_PRICE, COST_PRICE } from './kinds';
import { PrintButton } from '../printing';

export { ChangePriceForm } from './ChangePriceForm';
export { CostPriceForm } from './CostPriceForm';
export { PriceList } from './PriceList';

// 调价单 and 成本调价单: the kit's list and detail (their lines their own).
export const ChangePriceList = () => <DocumentList kind={CHANGE_PRICE} />;
export const ChangePriceDetail = () => <DocumentDetail kind={CHANGE_PRICE} print={PrintButton} />;
export const CostPriceList = () => <DocumentList kind={COST_PRICE} />;
export const CostPriceDetail = () => <DocumentDetail kind={COST_PRICE} print={PrintButton} />;

import { DocumentDetail } from '../document-engine';
import { DocumentFormScreen } from '../document-engine';
import { DocumentLines } from '../document-engine';
import { DocumentList } from '../document-engine';
import { BUY, BUY_OFFER, BUY_RETURN } from './kinds';
import { PrintButton } from '../printing';

// 采购单
export const BuyList = () => <DocumentList kind={BUY} />;
export const BuyForm = () => <DocumentFormScreen kind={BUY} />;
export const BuyLines = () => <DocumentLines kind={BUY} />;
export const BuyDetail = () => <DocumentDetail kind={BUY} print={PrintButton} />;

// 采购退货单
export const BuyReturnList = () => <DocumentList kind={BUY_RETURN} />;
export const BuyReturnForm = () => <DocumentFormScreen kind={BUY_RETURN} />;
export const BuyReturnDetail = () => <DocumentDetail kind={BUY_RETURN} print={PrintButton} />;

// 采购订单; /preOrder/turn opens a purchase form made from the order (?offerId=).
export const BuyOfferList = () => <DocumentList kind={BUY_OFFER} />;
export const BuyOfferForm = () => <DocumentFormScreen kind={BUY_OFFER} />;
export const BuyOfferLines = () => <DocumentLines kind={BUY_OFFER} />;
export const BuyOfferDetail = () => <DocumentDetail kind={BUY_OFFER} print={PrintButton} />;

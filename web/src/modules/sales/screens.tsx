import { DocumentDetail } from '../document-engine';
import { DocumentFormScreen } from '../document-engine';
import { DocumentLines } from '../document-engine';
import { DocumentList } from '../document-engine';
import { SALE, SALE_OFFER, SALE_RETURN } from './kinds';
import { PrintButton } from '../printing';
import { OfflineInstead } from '../offline';

// 销售报价单; /saleQuotes/TurnAdd opens a sale form made from the quotation (?offerId=).
export const SaleOfferList = () => <DocumentList kind={SALE_OFFER} />;
export const SaleOfferForm = () => <DocumentFormScreen kind={SALE_OFFER} />;
export const SaleOfferLines = () => <DocumentLines kind={SALE_OFFER} />;
export const SaleOfferDetail = () => <DocumentDetail kind={SALE_OFFER} print={PrintButton} />;

// 销售单
export const SaleList = () => <DocumentList kind={SALE} />;
export const SaleForm = () => (
  <OfflineInstead kind="sale">
    <DocumentFormScreen kind={SALE} />
  </OfflineInstead>
);
export const SaleCopyForm = () => <DocumentFormScreen kind={SALE} copy />;
export const SaleLines = () => <DocumentLines kind={SALE} />;
export const SaleDetail = () => <DocumentDetail kind={SALE} print={PrintButton} />;

// 销售退货单
export const SaleReturnList = () => <DocumentList kind={SALE_RETURN} />;
export const SaleReturnForm = () => <DocumentFormScreen kind={SALE_RETURN} />;
export const SaleReturnCopyForm = () => <DocumentFormScreen kind={SALE_RETURN} copy />;
export const SaleReturnLines = () => <DocumentLines kind={SALE_RETURN} />;
export const SaleReturnDetail = () => <DocumentDetail kind={SALE_RETURN} print={PrintButton} />;

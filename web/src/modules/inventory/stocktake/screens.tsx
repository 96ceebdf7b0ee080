import { DocumentDetail, DocumentList } from '../../document-engine';
import { INVTAK } from './kind';
import { PrintButton } from '../../printing';
import { OfflineInstead } from '../../offline';
import { StocktakeForm as OnlineForm } from './StocktakeForm';

export const StocktakeForm = () => (
  <OfflineInstead kind="count">
    <OnlineForm />
  </OfflineInstead>
);

// 盘点单: the kit's list and detail (its lines show book, count and difference).
export const StocktakeList = () => <DocumentList kind={INVTAK} />;
export const StocktakeDetail = () => <DocumentDetail kind={INVTAK} print={PrintButton} />;

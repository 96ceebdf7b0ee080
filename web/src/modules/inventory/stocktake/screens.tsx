import { DocumentDetail, DocumentList } from '../../document-engine';
import { INVTAK } from './kind';
import { PrintButton } from '../../printing';

export { StocktakeForm } from './StocktakeForm';

// 盘点单: the kit's list and detail (its lines show book, count and difference).
export const StocktakeList = () => <DocumentList kind={INVTAK} />;
export const StocktakeDetail = () => <DocumentDetail kind={INVTAK} print={PrintButton} />;

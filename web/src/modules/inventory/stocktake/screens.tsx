import { DocumentDetail, DocumentList } from '../../document-engine';
import { INVTAK } from './kind';

export { StocktakeForm } from './StocktakeForm';

// 盘点单: the kit's list and detail (its lines show book, count and difference).
export const StocktakeList = () => <DocumentList kind={INVTAK} />;
export const StocktakeDetail = () => <DocumentDetail kind={INVTAK} />;

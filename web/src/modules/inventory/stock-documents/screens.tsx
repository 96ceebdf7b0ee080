import { DocumentDetail, DocumentFormScreen, DocumentLines, DocumentList } from '../../document-engine';
import { INSTORAGE, OUTSTORAGE, TRANS } from './kinds';
import { PrintButton } from '../../printing';

// 调拨单
export const TransList = () => <DocumentList kind={TRANS} />;
export const TransForm = () => <DocumentFormScreen kind={TRANS} />;
export const TransLines = () => <DocumentLines kind={TRANS} />;
export const TransDetail = () => <DocumentDetail kind={TRANS} print={PrintButton} />;

// 其他入库单
export const InstorageList = () => <DocumentList kind={INSTORAGE} />;
export const InstorageForm = () => <DocumentFormScreen kind={INSTORAGE} />;
export const InstorageDetail = () => <DocumentDetail kind={INSTORAGE} print={PrintButton} />;

// 其他出库单
export const OutstorageList = () => <DocumentList kind={OUTSTORAGE} />;
export const OutstorageForm = () => <DocumentFormScreen kind={OUTSTORAGE} />;
export const OutstorageDetail = () => <DocumentDetail kind={OUTSTORAGE} print={PrintButton} />;

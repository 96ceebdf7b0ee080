import { DocumentDetail, DocumentList } from '../../document-engine';
import { ASSEMBLY } from './kind';
import { PrintButton } from '../../printing';

// 组装拆卸单: the kit's list and detail (its lines in their groups); the form is the assembly's own, with two groups of lines.
export const AssemblyList = () => <DocumentList kind={ASSEMBLY} />;
export const AssemblyDetail = () => <DocumentDetail kind={ASSEMBLY} print={PrintButton} />;
export { AssemblyFormScreen } from './AssemblyForm';

import { useSearchParams } from 'react-router-dom';
import { isLabelTemplate, PRINT_KINDS, type ResolvedDocTemplate } from '@jxc/services/contracts';
import { PageSpinner } from '../../components/PageSpinner';
import { useLoad } from '../../hooks/useLoad';
import { useSession } from '../../session/useSession';
import { countPrint, documentSource, templateSource } from './api';
import { loadJob } from './bridge';
import { PrintFailure, PrintView } from './PrintView';
import { PrintSheet } from './PrintSheet';

/** The browser print page's address for a document (the template named, else its type's default). */
export const documentPrintPath = (billType: number, docId: string, templateId?: string) =>
  `/print/doc?${new URLSearchParams({ billType: String(billType), id: docId, ...(templateId && { templateId }) })}`;

/**
 * /print/doc?billType=&id=&templateId=: a document on its template, loaded as the print client loads it (the template
 * and the document's Detail), each copy a page.
 */
export function DocumentPrintPage() {
  const [params] = useSearchParams();
  const billType = Number(params.get('billType'));
  const docId = params.get('id') ?? '';
  const templateId = params.get('templateId') ?? undefined;
  const [qty, money] = useSession().set_digit;
  const known = !!PRINT_KINDS[billType] && !!docId;
  const loaded = useLoad(
    () => loadJob({ report: templateSource(billType, templateId), data: documentSource(billType, docId) }),
    known ? params.toString() : null,
  );
  if (!known) return <PrintFailure message="没有要打印的单据" />;
  if (!loaded.data) return loaded.loading ? <PageSpinner /> : <PrintFailure message="载入失败" />;
  if (!loaded.data.ok) return <PrintFailure message={loaded.data.message} />;
  const { template, data } = loaded.data;
  if (isLabelTemplate(template)) return <PrintFailure message="模板不是单据模板" />;
  const doc = data as Record<string, unknown>;
  return (
    <PrintView
      paper={template.paper}
      title={`${template.title} ${String(doc.billNo ?? '')}`}
      onPrint={() => void countPrint(billType, docId)}
    >
      {Array.from({ length: template.copies }, (_, i) => (
        <PrintSheet key={i} template={template as ResolvedDocTemplate} data={doc} digits={{ qty, money }} />
      ))}
    </PrintView>
  );
}

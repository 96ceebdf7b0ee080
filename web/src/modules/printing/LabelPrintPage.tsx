import { useSession } from '../../session/useSession';
import { LabelSheet } from './LabelSheet';
import { labelsOf, readLabelJob } from './labels';
import { PrintFailure, PrintView } from './PrintView';

/** /print/labels: the labels chosen on 打印标签, one per page of label paper. */
export function LabelPrintPage() {
  const [qty, money] = useSession().set_digit;
  const job = readLabelJob();
  const labels = job ? labelsOf(job.items) : [];
  if (!job || !labels.length) return <PrintFailure message="没有要打印的标签，请在“打印标签”中选择商品" />;
  return (
    <PrintView paper={job.template.paper} title={`商品标签 ${labels.length} 张`}>
      {labels.map((item, i) => (
        <LabelSheet key={i} template={job.template} item={item} digits={{ qty, money }} />
      ))}
    </PrintView>
  );
}

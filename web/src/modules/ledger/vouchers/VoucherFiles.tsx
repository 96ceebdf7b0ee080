import { useRef, useState } from 'react';
import { Button, Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular, DeleteRegular } from '@fluentui/react-icons';
import { useLoad } from '../../../hooks/useLoad';
import { filePayload } from '../../../kit/files';
import { notifySuccess } from '../../../notify/bus';
import { attachToVoucher, removeVoucherFile, voucherFiles } from '../api';

const useStyles = makeStyles({
  files: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hidden: { display: 'none' },
});

/** 附件 of a voucher: the files (pictures, PDF, Excel, Word) opening in a new tab; 上传附件 and 删除 for who may change vouchers. */
export function VoucherFiles({ voucherId, canChange }: { voucherId: string; canChange: boolean }) {
  const s = useStyles();
  const [loads, setLoads] = useState(0);
  const { data: files } = useLoad(() => voucherFiles(voucherId), `${voucherId}#${loads}`);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notifySuccess(done);
      setLoads((n) => n + 1);
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
  const upload = async (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (chosen.length)
      await run(async () => {
        for (const f of chosen) await attachToVoucher(voucherId, await filePayload(f));
      }, `已上传${chosen.length}个附件`);
  };
  return (
    <div className={s.files} role="group" aria-label="附件">
      {(files ?? []).map((f) => (
        <div key={f.annexId} className={s.file}>
          <Link href={f.url} target="_blank" rel="noreferrer">
            {f.fileName}
          </Link>
          {canChange && (
            <Button
              size="small"
              appearance="subtle"
              aria-label={`删除附件${f.fileName}`}
              icon={<DeleteRegular />}
              disabled={busy}
              onClick={() => void run(() => removeVoucherFile(f.annexId), '附件已删除')}
            />
          )}
        </div>
      ))}
      {files && !files.length && <Caption1>没有附件</Caption1>}
      {canChange && (
        <div>
          <input
            ref={input}
            className={s.hidden}
            type="file"
            multiple
            accept="image/*,.pdf,.xls,.xlsx,.doc,.docx"
            aria-label="选择附件"
            onChange={(e) => void upload(e.target.files)}
          />
          <Button icon={<AttachRegular />} disabled={busy} onClick={() => input.current?.click()}>
            上传附件
          </Button>
        </div>
      )}
    </div>
  );
}

import { useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Option,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { errorMessage } from '../../../api/http';
import { useLoad } from '../../../hooks/useLoad';
import { notifySuccess } from '../../../notify/bus';
import { uploadPictures } from '../../catalog';
import { formulaPage } from './api';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = /\.(jpe?g|png|gif|webp|pdf|xlsx|docx)$/i;

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** 上传作品: a file (picture, PDF, Excel or Word, up to 5 MB) uploaded to a formula, given or chosen here. */
export function UploadDialog({ formulaId, onClose, onSaved }: { formulaId?: string; onClose: () => void; onSaved: () => void }) {
  const s = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState(formulaId ?? '');
  const [file, setFile] = useState<File>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const formulas = useLoad(() => formulaPage({ pageNo: 1, pageSize: 200 }), formulaId ? null : 'formulas');

  const upload = async () => {
    if (!chosen) return setError('配方不能为空');
    if (!file) return setError('请选择要上传的文件');
    setBusy(true);
    try {
      await uploadPictures(chosen, [file], 'StoreFormula');
      notifySuccess('上传成功');
      onSaved();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>上传作品</DialogTitle>
          <DialogContent className={s.content}>
            {!formulaId && (
              <Field label="配方" required>
                <Dropdown
                  placeholder="请选择配方"
                  selectedOptions={chosen ? [chosen] : []}
                  onOptionSelect={(_, d) => setChosen(d.optionValue ?? '')}
                >
                  {(formulas.data?.data ?? []).map((f) => (
                    <Option key={f.formulaId} value={f.formulaId}>
                      {f.formulaName}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
            <Field label="作品文件" required validationMessage={error || undefined} hint="图片、PDF、Excel 或 Word，5MB 以内">
              <div>
                <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
                  {file ? file.name : '选择文件'}
                </Button>
                <input
                  ref={input}
                  type="file"
                  hidden
                  aria-label="选择作品文件"
                  onChange={(e) => {
                    const f = e.target.files?.[0];
                    e.target.value = '';
                    setError(f && (!ACCEPTED.test(f.name) || f.size > MAX_BYTES) ? '只能上传5MB以内的图片、PDF、Excel 或 Word 文件' : '');
                    setFile(f && ACCEPTED.test(f.name) && f.size <= MAX_BYTES ? f : undefined);
                  }}
                />
              </div>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void upload()}>
              {busy ? '上传中…' : '上传'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Option,
  Radio,
  RadioGroup,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { errorMessage } from '../../../api/http';
import { notifySuccess } from '../../../notify/bus';
import {
  KIND_NAME,
  KINDS,
  UP_STATUS_LABEL,
  publishAnnouncement,
  saveAnnouncement,
  updateAnnouncement,
  versioned,
  type Announcement,
  type AnnouncementKind,
} from './api';

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  when: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

type When = 'now' | 'later' | 'draft';

/** The value a datetime-local input takes for a moment, in the operator's own time zone. */
const localInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
};

/**
 * Writes or edits an announcement and says when it shows: now, at a time (scheduled), or not yet (kept as a draft; a
 * scheduled one keeps its time).
 */
export function AnnouncementEditor({
  entry: opened,
  onClose,
  onSaved,
  onChanged,
}: {
  entry?: Announcement;
  onClose: () => void;
  /** Saved and published as asked: the editor closes. */
  onSaved: () => void;
  /** Saved, but publishing was refused: the list shows the draft while the editor stays open on it. */
  onChanged: () => void;
}) {
  const s = useStyles();
  const [entry, setEntry] = useState(opened);
  const [kind, setKind] = useState<AnnouncementKind>(entry?.kind ?? 'Notice');
  const [title, setTitle] = useState(entry?.title ?? '');
  const [version, setVersion] = useState(entry?.version ?? '');
  const [content, setContent] = useState(entry?.content ?? '');
  const [downloadUrl, setDownloadUrl] = useState(entry?.downloadUrl ?? '');
  const [upStatus, setUpStatus] = useState(entry ? entry.upStatus === 1 : true);
  const [when, setWhen] = useState<When>(entry?.status === 'scheduled' ? 'later' : 'now');
  const [at, setAt] = useState(entry?.publishAt ? localInput(entry.publishAt) : '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const release = versioned(kind);

  const submit = async () => {
    if (when === 'later' && !at) return setError('请选择发布时间');
    setBusy(true);
    setError('');
    const text = {
      title: release ? '' : title,
      version: release ? version : '',
      content,
      downloadUrl: kind === 'MobileUpgrade' ? downloadUrl : '',
      upStatus: upStatus ? 1 : 0,
    };
    let saved: Announcement | undefined;
    try {
      saved = entry ? await updateAnnouncement(entry.announcementId, text) : await saveAnnouncement(kind, text);
      if (when !== 'draft') await publishAnnouncement(saved.announcementId, when === 'later' ? new Date(at).toISOString() : undefined);
      notifySuccess(when === 'now' ? '已发布' : when === 'later' ? '已定时发布' : '已保存');
      onSaved();
    } catch (e) {
      // Saved but not published (a time in the past, an older version): go on editing the saved entry.
      if (saved) {
        setEntry(saved);
        onChanged();
      }
      setError(errorMessage(e));
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>{opened ? `编辑${KIND_NAME[opened.kind]}` : '新建公告'}</DialogTitle>
          <DialogContent>
            <form
              className={s.form}
              aria-label="公告"
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              {error && (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              <Field label="类型" required>
                <Dropdown
                  value={KIND_NAME[kind]}
                  selectedOptions={[kind]}
                  disabled={!!entry}
                  onOptionSelect={(_, d) => setKind(d.optionValue as AnnouncementKind)}
                >
                  {KINDS.map(([k, name]) => (
                    <Option key={k} value={k}>
                      {name}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              {release ? (
                <Field label="版本号" required hint="如 2.3.1，须高于已发布的版本">
                  <Input value={version} onChange={(_, d) => setVersion(d.value)} />
                </Field>
              ) : (
                <Field label="标题" required>
                  <Input value={title} onChange={(_, d) => setTitle(d.value)} />
                </Field>
              )}
              <Field label={release ? '更新说明' : '内容'} required>
                <Textarea value={content} rows={6} resize="vertical" onChange={(_, d) => setContent(d.value)} />
              </Field>
              {kind === 'MobileUpgrade' && (
                <Field label="下载地址">
                  <Input type="url" value={downloadUrl} placeholder="https://" onChange={(_, d) => setDownloadUrl(d.value)} />
                </Field>
              )}
              <Checkbox label={UP_STATUS_LABEL[kind]} checked={upStatus} onChange={(_, d) => setUpStatus(!!d.checked)} />
              <Field label="发布">
                <div className={s.when}>
                  <RadioGroup layout="horizontal" value={when} onChange={(_, d) => setWhen(d.value as When)} aria-label="发布">
                    <Radio value="now" label="立即发布" />
                    <Radio value="later" label="定时发布" />
                    <Radio value="draft" label={entry?.status === 'scheduled' ? '仅保存' : '存为草稿'} />
                  </RadioGroup>
                  {when === 'later' && <Input type="datetime-local" aria-label="发布时间" value={at} onChange={(_, d) => setAt(d.value)} />}
                </div>
              </Field>
              <button type="submit" hidden />
            </form>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
              {when === 'now' ? '发布' : when === 'later' ? '定时发布' : '保存'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

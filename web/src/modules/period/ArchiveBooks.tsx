import { ARCHIVE_CONFIRM } from '@jxc/services/contracts';
import { useState } from 'react';
import {
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { notifySuccess } from '../../notify/bus';
import { saveSession } from '../../session/session';
import { archiveBooks } from './api';
import { monthTitle, previousMonth } from './month';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground3 },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorPaletteRedForeground1, color: tokens.colorNeutralForegroundOnBrand },
  },
});

/**
 * 归档账套 on the 结账 screen: once every month before this one is closed, the books can be kept as they are for good
 * (结存, IsOldSob): read-only from then on. Typed to confirm, then asked once more.
 */
export function ArchiveBooks({
  closedThrough,
  thisMonth,
  onArchived,
}: {
  closedThrough: string;
  thisMonth: string;
  onArchived: () => void;
}) {
  const s = useStyles();
  const [confirmText, setConfirmText] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const lastMonth = previousMonth(thisMonth);
  const ready = closedThrough !== '' && closedThrough >= lastMonth;

  const archive = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await archiveBooks(confirmText);
      saveSession({ IsOldSob: 1 });
      notifySuccess('账套已归档');
      onArchived();
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={s.section} aria-label="归档账套">
      <Subtitle2 as="h2">归档账套</Subtitle2>
      <Caption1 className={s.muted}>
        归档后账套成为已结存账套：所有数据只能查询，不能再做任何新增、修改或结账，且无法撤销。需先结账至{monthTitle(lastMonth)}。
      </Caption1>
      <Field label="确认文字" hint={`请输入“${ARCHIVE_CONFIRM}”`}>
        <Input value={confirmText} placeholder={ARCHIVE_CONFIRM} disabled={!ready} onChange={(_, d) => setConfirmText(d.value)} />
      </Field>
      <Button className={s.danger} disabled={!ready || busy || confirmText !== ARCHIVE_CONFIRM} onClick={() => setAsking(true)}>
        {busy ? '正在归档…' : '归档账套'}
      </Button>
      <ConfirmDialog
        open={asking}
        title="归档账套"
        confirmLabel="确定归档"
        message="归档后账套只能查询，不能再做任何修改，也不能反结账，确定归档吗？"
        onConfirm={() => void archive()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}

/** What the screen says once the books are archived. */
export function ArchivedBar() {
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>账套已归档</MessageBarTitle>
        当前为已结存账套，只能查询，不能再做任何修改。
      </MessageBarBody>
    </MessageBar>
  );
}

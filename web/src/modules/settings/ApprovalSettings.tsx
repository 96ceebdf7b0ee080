import { useState } from 'react';
import { Badge, Button, Caption1, Card, Dropdown, Option, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { userOptions } from '../catalog';
import { errorMessage } from '../../api/http';
import { examineDetail, examineSave, type ApprovalKind } from './api';
import { PageSpinner } from '../../components/PageSpinner';
import { useLoad } from '../../hooks/useLoad';
import { useCan } from '../../kit/useCan';
import { notifySuccess } from '../../notify/bus';
import { FailureBar } from '../document-engine';
import { Stack } from '../../kit/Stack';

const EXAMINE_MENU_ID = '7004';
const MAX_LEVELS = 5;

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, maxWidth: '760px' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  level: { display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr) auto', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  // Fluent's dropdown brings a minimum width of its own: the grid decides.
  dropdown: { minWidth: 0, width: '100%' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** 多级审批: for each document kind, the approval levels and who may approve at each; none or one level is a plain audit. */
export function ApprovalSettings() {
  const kinds = useLoad(examineDetail, 'examine');
  const staff = useLoad(userOptions, 'staff');
  if (!kinds.data || !staff.data) return kinds.loading || staff.loading ? <PageSpinner /> : null;
  return (
    <Stack>
      <Caption1>
        设置两级及以上时，单据需逐级审批，最后一级审批通过即审核（出入库、往来账同时生效）。某一级不选审批人时，有审核权限的员工都可以审批该级。
      </Caption1>
      {kinds.data.data.map((k) => (
        <KindCard key={k.kind} initial={k} staff={staff.data!.data} />
      ))}
    </Stack>
  );
}

function KindCard({ initial, staff }: { initial: ApprovalKind; staff: { userId: string; userName: string }[] }) {
  const s = useStyles();
  const can = useCan(EXAMINE_MENU_ID);
  const [levels, setLevels] = useState(initial.levels);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const names = new Map(staff.map((u) => [u.userId, u.userName]));
  const setLevel = (i: number, userIds: string[]) => setLevels((ls) => ls.map((l, j) => (j === i ? { userIds } : l)));

  const save = async () => {
    setFailure('');
    setBusy(true);
    try {
      await examineSave(initial.kind, levels);
      notifySuccess(`${initial.title}的审批设置已保存`);
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={s.card} aria-label={`${initial.title}审批设置`}>
      <div className={s.head}>
        <Subtitle2 as="h2">{initial.title}</Subtitle2>
        <Badge appearance="tint" color={levels.length > 1 ? 'brand' : 'subtle'}>
          {levels.length > 1 ? `${levels.length}级审批` : '普通审核'}
        </Badge>
      </div>
      {failure && <FailureBar failure={{ title: failure }} />}
      {levels.map((l, i) => (
        <div key={i} className={s.level}>
          <Caption1>第{i + 1}级</Caption1>
          <Dropdown
            multiselect
            className={s.dropdown}
            disabled={!can('set')}
            aria-label={`${initial.title}第${i + 1}级审批人`}
            placeholder="有审核权限的员工均可审批"
            value={l.userIds.map((id) => names.get(id) ?? '已离职员工').join('、')}
            selectedOptions={l.userIds}
            onOptionSelect={(_, d) => setLevel(i, d.selectedOptions)}
          >
            {staff.map((u) => (
              <Option key={u.userId} value={u.userId}>
                {u.userName}
              </Option>
            ))}
          </Dropdown>
          {can('set') && (
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={`删除第${i + 1}级`}
              onClick={() => setLevels((ls) => ls.filter((_, j) => j !== i))}
            />
          )}
        </div>
      ))}
      {!levels.length && <Caption1 className={s.muted}>未设置审批级别：审核一次即生效。</Caption1>}
      {can('set') && (
        <div className={s.actions}>
          <Button icon={<AddRegular />} disabled={levels.length >= MAX_LEVELS} onClick={() => setLevels((ls) => [...ls, { userIds: [] }])}>
            添加一级
          </Button>
          <Button appearance="primary" disabled={busy} onClick={() => void save()}>
            保存
          </Button>
        </div>
      )}
    </Card>
  );
}

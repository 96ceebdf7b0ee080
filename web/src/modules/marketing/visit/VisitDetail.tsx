import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { errorMessage } from '../../../api/http';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { Facts } from '../../../kit/Facts';
import { HistoryTable } from '../../../kit/HistoryTable';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { useSession } from '../../../session/useSession';
import { formatDateTime } from '../../../utils/format';
import { ProductPictures } from '../../catalog';
import { signVisit, updateVisit, visitDetail, type Visit } from '../api';
import { currentPosition } from './geolocation';
import { placeText, VISIT_MENU_ID, VISIT_STATUS } from './paths';
import { tagChoices } from './tags';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  address: { flex: '1 1 260px' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** 拜访详情 (/customVisit/Detail?visitId=): sign in and out (position or address), tags and notes, photos, history. */
export function VisitDetail() {
  const visitId = useSearchParams()[0].get('visitId') ?? '';
  const [version, setVersion] = useState(0);
  const { data, loading } = useLoad(() => visitDetail(visitId), `${visitId}#${version}`);
  if (!data) return loading ? <PageSpinner /> : null;
  // Each change adds to the history: the card starts again from what the server now has.
  return <VisitCard key={`${visitId}#${data.history.length}`} visit={data} reload={() => setVersion((v) => v + 1)} />;
}

function VisitCard({ visit: v, reload }: { visit: Awaited<ReturnType<typeof visitDetail>>; reload: () => void }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(VISIT_MENU_ID);
  const mine = useSession().current_user_id === v.visitorId;
  const tags = useLoad(tagChoices, 'tags').data ?? [];
  const [tagIds, setTagIds] = useState(v.tagIds);
  const [remark, setRemark] = useState(v.remark);
  const [address, setAddress] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (what: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setMessage('');
    try {
      await what();
      notifySuccess(done);
      reload();
    } catch (e) {
      setMessage(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  /** The browser's position where allowed; otherwise the address the user typed, asked for when missing. */
  const sign = (how: 'SignIn' | 'SignOut') =>
    run(
      async () => {
        const position = await currentPosition();
        if (!position && !address.trim()) throw new Error(`无法获取定位，请填写${how === 'SignIn' ? '签到' : '签退'}地址`);
        await signVisit(how, v.visitId, { ...position, ...(address.trim() && { address: address.trim() }) });
      },
      how === 'SignIn' ? '签到成功' : '签退成功',
    );

  const next: { how: 'SignIn' | 'SignOut'; label: string } | null =
    v.status === 'planned' ? { how: 'SignIn', label: '签到' } : v.status === 'visiting' ? { how: 'SignOut', label: '签退' } : null;
  // The enabled tags, and any the visit has that were disabled since.
  const visitTags = [
    ...tags,
    ...v.tags.filter((t) => !tags.some((x) => x.value === t.tagId)).map((t) => ({ value: t.tagId, label: t.tagName })),
  ];

  return (
    <Stack>
      <Card className={s.card}>
        <Subtitle2 as="h2">
          {v.customName}{' '}
          <Badge appearance="tint" color={v.status === 'done' ? 'success' : v.status === 'visiting' ? 'warning' : 'informative'}>
            {VISIT_STATUS[v.status]}
          </Badge>
        </Subtitle2>
        {message && (
          <MessageBar intent="error">
            <MessageBarBody>{message}</MessageBarBody>
          </MessageBar>
        )}
        <Facts label="拜访" facts={visitFacts(v)} />
        {next && mine && can('add') && (
          <div className={s.row}>
            <Field className={s.address} label={`${next.label}地址`} hint="允许浏览器定位时自动记录位置；定位不可用时请填写地址">
              <Input
                aria-label={`${next.label}地址`}
                value={address}
                maxLength={100}
                placeholder="如：好又多超市南山店门口"
                onChange={(_, d) => setAddress(d.value)}
              />
            </Field>
            <Button appearance="primary" icon={<LocationRegular />} disabled={busy} onClick={() => void sign(next.how)}>
              {next.label}
            </Button>
          </div>
        )}
        {next && !mine && <span className={s.muted}>只有拜访人本人可以签到、签退</span>}
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">拜访标签与记录</Subtitle2>
        <div className={s.tags} role="group" aria-label="拜访标签">
          {visitTags.map((t) => (
            <Checkbox
              key={t.value}
              label={t.label}
              checked={tagIds.includes(t.value)}
              disabled={!can('edit')}
              onChange={(_, d) => setTagIds((ids) => (d.checked ? [...ids, t.value] : ids.filter((x) => x !== t.value)))}
            />
          ))}
          {visitTags.length === 0 && <span className={s.muted}>暂无拜访标签，可在“拜访标签”中新增</span>}
        </div>
        <Field label="拜访记录">
          <Textarea aria-label="拜访记录" value={remark} maxLength={250} disabled={!can('edit')} onChange={(_, d) => setRemark(d.value)} />
        </Field>
        <div className={s.row}>
          {can('edit') && (
            <Button
              appearance="primary"
              disabled={busy}
              onClick={() => void run(() => updateVisit(v.visitId, { tagIds, remark: remark.trim() }), '保存成功')}
            >
              保存
            </Button>
          )}
          <Button onClick={() => navigate('/customVisit/List')}>返回列表</Button>
        </div>
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">拜访照片</Subtitle2>
        <ProductPictures productId={v.visitId} ownerType="CustomVisit" label="拜访照片" readOnly={!can('add') && !can('edit')} />
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">操作记录</Subtitle2>
        <HistoryTable entries={v.history} />
      </Card>
    </Stack>
  );
}

const visitFacts = (v: Visit): [string, string][] => [
  ['拜访日期', v.visitDate],
  ['拜访人', v.visitorName],
  ['签到时间', formatDateTime(v.signInAt) || '—'],
  ['签到地点', placeText(v.signInPlace) || '—'],
  ['签退时间', formatDateTime(v.signOutAt) || '—'],
  ['签退地点', placeText(v.signOutPlace) || '—'],
];

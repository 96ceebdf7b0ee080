import { useState } from 'react';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Dropdown,
  Input,
  Option,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  makeStyles,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useLoad } from '../../../hooks/useLoad';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { Pager } from '../../../kit/Pager';
import { PageSpinner } from '../../../components/PageSpinner';
import { notifySuccess } from '../../../notify/bus';
import { formatDateTime } from '../../../utils/format';
import { AnnouncementEditor } from './AnnouncementEditor';
import {
  KIND_NAME,
  KINDS,
  STATUS_NAME,
  UP_STATUS_LABEL,
  announcementPage,
  publishAnnouncement,
  withdrawAnnouncement,
  type Announcement,
  type AnnouncementFilter,
  type AnnouncementStatus,
} from './api';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  grow: { flexGrow: 1 },
  filter: { minWidth: '130px' },
  search: { minWidth: '180px', flexGrow: 1, maxWidth: '320px' },
  content: { whiteSpace: 'pre-wrap', color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  clip: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: '420px' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  subject: { display: 'block', fontSize: 'inherit', margin: 0 },
  mark: { display: 'block', color: tokens.colorNeutralForeground3 },
  cardHead: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const STATUS_COLOR: Record<AnnouncementStatus, BadgeProps['color']> = {
  draft: 'informative',
  scheduled: 'warning',
  published: 'success',
  withdrawn: 'subtle',
};

const subject = (a: Announcement) => (a.version ? `${a.version}` : a.title);
const editable = (a: Announcement) => a.status === 'draft' || a.status === 'scheduled';

/** 公告与版本: every announcement the operators wrote, by kind and status, with what can still be done to each. */
export function Announcements() {
  const s = useStyles();
  // Below a desktop's width the table's columns leave no room for the text: cards instead.
  const narrow = useBreakpoint() !== 'desktop';
  const [filter, setFilter] = useState<AnnouncementFilter>({ pageNo: 1, kind: '', status: '', keyword: '' });
  const [keyword, setKeyword] = useState('');
  const [reloads, setReloads] = useState(0);
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const [withdrawing, setWithdrawing] = useState<Announcement | null>(null);
  const { data, loading } = useLoad(() => announcementPage(filter), `${JSON.stringify(filter)}#${reloads}`);
  const reload = () => setReloads((n) => n + 1);
  const set = (patch: Partial<AnnouncementFilter>) => setFilter((f) => ({ ...f, pageNo: 1, ...patch }));

  const publishNow = async (a: Announcement) => {
    await publishAnnouncement(a.announcementId);
    notifySuccess('已发布');
    reload();
  };
  const withdraw = async (a: Announcement) => {
    setWithdrawing(null);
    await withdrawAnnouncement(a.announcementId);
    notifySuccess('已撤回');
    reload();
  };

  const actions = (a: Announcement) => (
    <div className={s.actions}>
      {editable(a) && (
        <Button size="small" onClick={() => setEditing(a)}>
          编辑
        </Button>
      )}
      {editable(a) && (
        <Button size="small" appearance="primary" onClick={() => void publishNow(a)}>
          立即发布
        </Button>
      )}
      {a.status !== 'withdrawn' && (
        <Button size="small" onClick={() => setWithdrawing(a)}>
          撤回
        </Button>
      )}
    </div>
  );
  const status = (a: Announcement) => (
    <Badge appearance="tint" color={STATUS_COLOR[a.status]}>
      {STATUS_NAME[a.status]}
    </Badge>
  );
  const shows = (a: Announcement) => (a.publishAt && a.status !== 'draft' ? formatDateTime(a.publishAt) : '—');
  const rows = data?.data ?? [];

  return (
    <div className={s.root}>
      <Title3 as="h1">公告与版本</Title3>
      <div className={s.bar}>
        <Dropdown
          className={s.filter}
          aria-label="类型"
          placeholder="全部类型"
          value={filter.kind ? KIND_NAME[filter.kind as keyof typeof KIND_NAME] : '全部类型'}
          selectedOptions={[filter.kind]}
          onOptionSelect={(_, d) => set({ kind: d.optionValue ?? '' })}
        >
          <Option value="">全部类型</Option>
          {KINDS.map(([k, name]) => (
            <Option key={k} value={k}>
              {name}
            </Option>
          ))}
        </Dropdown>
        <Dropdown
          className={s.filter}
          aria-label="状态"
          value={filter.status ? STATUS_NAME[filter.status as AnnouncementStatus] : '全部状态'}
          selectedOptions={[filter.status]}
          onOptionSelect={(_, d) => set({ status: d.optionValue ?? '' })}
        >
          <Option value="">全部状态</Option>
          {(Object.keys(STATUS_NAME) as AnnouncementStatus[]).map((k) => (
            <Option key={k} value={k}>
              {STATUS_NAME[k]}
            </Option>
          ))}
        </Dropdown>
        <Input
          className={s.search}
          aria-label="关键字"
          placeholder="标题、内容或版本号"
          contentBefore={<SearchRegular />}
          value={keyword}
          onChange={(_, d) => setKeyword(d.value)}
          onKeyDown={(e) => e.key === 'Enter' && set({ keyword })}
          onBlur={() => keyword !== filter.keyword && set({ keyword })}
        />
        <span className={s.grow} />
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
          新建公告
        </Button>
      </div>

      {loading && !data ? (
        <PageSpinner />
      ) : !rows.length ? (
        <Text className={s.empty}>暂无公告</Text>
      ) : narrow ? (
        <div className={s.cards} role="list" aria-label="公告">
          {rows.map((a) => (
            <Card key={a.announcementId} className={s.card} role="listitem" aria-label={`${KIND_NAME[a.kind]} ${subject(a)}`}>
              <div className={s.cardHead}>
                <Subtitle2>
                  {KIND_NAME[a.kind]} · {subject(a)}
                </Subtitle2>
                {status(a)}
              </div>
              <Body1 className={`${s.content} ${s.clip}`}>{a.content}</Body1>
              <Caption1>
                显示时间 {shows(a)}
                {a.upStatus === 1 && ` · ${UP_STATUS_LABEL[a.kind]}`}
              </Caption1>
              <Caption1>
                {a.updatedBy} 修改于 {formatDateTime(a.updatedAt)}
              </Caption1>
              {actions(a)}
            </Card>
          ))}
        </div>
      ) : (
        <Table className={s.table} aria-label="公告" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: 100 }}>类型</TableHeaderCell>
              <TableHeaderCell>标题 / 版本</TableHeaderCell>
              <TableHeaderCell style={{ width: 90 }}>状态</TableHeaderCell>
              <TableHeaderCell style={{ width: 150 }}>显示时间</TableHeaderCell>
              <TableHeaderCell style={{ width: 170 }}>最后修改</TableHeaderCell>
              <TableHeaderCell style={{ width: 240 }}>操作</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((a) => (
              <TableRow key={a.announcementId}>
                <TableCell>{KIND_NAME[a.kind]}</TableCell>
                <TableCell>
                  <Subtitle2 as="h2" className={s.subject}>
                    {subject(a)}
                  </Subtitle2>
                  <Caption1 className={`${s.content} ${s.clip}`}>{a.content}</Caption1>
                  {a.upStatus === 1 && <Caption1 className={s.mark}>{UP_STATUS_LABEL[a.kind]}</Caption1>}
                </TableCell>
                <TableCell>{status(a)}</TableCell>
                <TableCell>{shows(a)}</TableCell>
                <TableCell>
                  <Caption1>
                    {a.updatedBy}
                    <br />
                    {formatDateTime(a.updatedAt)}
                  </Caption1>
                </TableCell>
                <TableCell>{actions(a)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data && data.totalCount > 0 && (
        <Pager
          pageNo={filter.pageNo}
          pageSize={10}
          totalCount={data.totalCount}
          onChange={(pageNo) => setFilter((f) => ({ ...f, pageNo }))}
        />
      )}

      {editing && (
        <AnnouncementEditor
          entry={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onChanged={reload}
        />
      )}
      <ConfirmDialog
        open={!!withdrawing}
        title="撤回公告"
        confirmLabel="撤回"
        message={withdrawing ? `撤回后各公司不再看到「${subject(withdrawing)}」，且不能再发布。确定撤回吗？` : ''}
        onConfirm={() => withdrawing && void withdraw(withdrawing)}
        onCancel={() => setWithdrawing(null)}
      />
    </div>
  );
}

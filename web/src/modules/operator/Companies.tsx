import { useState } from 'react';
import {
  Badge,
  Button,
  Caption1,
  Card,
  Dropdown,
  Input,
  Option,
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
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { EDITIONS, shopDay } from '@jxc/services/contracts';
import { AppLink } from '../../components/AppLink';
import { PageSpinner } from '../../components/PageSpinner';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { useLoad } from '../../hooks/useLoad';
import { Pager } from '../../kit/Pager';
import { formatDateTime } from '../../utils/format';
import { companyPage, demoCounts, formatBytes, PAGE_SIZE, STATE_NAMES, stateOf, type CompanyFilter } from './api';
import type { OperatorCompanyRow } from '@jxc/services/contracts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  demo: { color: tokens.colorNeutralForeground3 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  search: { minWidth: '260px', flexGrow: 1, maxWidth: '360px' },
  filter: { minWidth: '140px' },
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  cardHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  facts: { color: tokens.colorNeutralForeground2 },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

const EDITION_OPTIONS: [string, string][] = [['', '全部版本'], ...Object.entries(EDITIONS)];
const STATE_OPTIONS: [string, string][] = [['', '全部状态'], ...Object.entries(STATE_NAMES)];
const DEMO_OPTIONS: [string, string][] = [
  ['', '全部公司'],
  ['no', '正式公司'],
  ['yes', '演示公司'],
];

function Filter({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: [string, string][];
  value: string;
  onChange: (v: string) => void;
}) {
  const s = useStyles();
  return (
    <Dropdown
      className={s.filter}
      aria-label={label}
      value={options.find(([v]) => v === value)?.[1] ?? ''}
      selectedOptions={[value]}
      onOptionSelect={(_, d) => onChange(d.optionValue ?? '')}
    >
      {options.map(([v, name]) => (
        <Option key={v} value={v}>
          {name}
        </Option>
      ))}
    </Dropdown>
  );
}

const companyLink = (c: OperatorCompanyRow) => <AppLink to={`/console/companies/${c.companyId}`}>{c.companyName}</AppLink>;

/** Every company: search by name, phone or the administrator's account; filter by edition, state and demo. */
export function Companies() {
  const s = useStyles();
  const bp = useBreakpoint();
  const today = shopDay();
  const [filter, setFilter] = useState<CompanyFilter>({ pageNo: 1, keyword: '', edition: '', state: '', demo: '' });
  const [keyword, setKeyword] = useState('');
  const change = (patch: Partial<CompanyFilter>) => setFilter((f) => ({ ...f, pageNo: 1, ...patch }));
  const page = useLoad(() => companyPage(filter), JSON.stringify(filter));
  const demos = useLoad(demoCounts, 'demo');
  const rows = page.data?.data ?? [];

  const state = (c: OperatorCompanyRow) => {
    const st = stateOf(c, today);
    return (
      <Badge appearance="tint" color={st.color}>
        {st.label}
      </Badge>
    );
  };

  return (
    <div className={s.root}>
      <div className={s.head}>
        <Title3 as="h1">公司</Title3>
        {demos.data && (
          <Caption1 className={s.demo}>
            演示公司：进行中 {demos.data.active} · 待清理 {demos.data.pending} · 已清理 {demos.data.purged}
          </Caption1>
        )}
      </div>
      <form
        className={s.bar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          change({ keyword: keyword.trim() });
        }}
      >
        <Input
          className={s.search}
          aria-label="搜索公司"
          placeholder="公司名称、电话或管理员账号"
          value={keyword}
          onChange={(_, d) => setKeyword(d.value)}
          contentBefore={<SearchRegular />}
        />
        <Button type="submit">搜索</Button>
        <Filter label="版本" options={EDITION_OPTIONS} value={filter.edition} onChange={(edition) => change({ edition })} />
        <Filter label="状态" options={STATE_OPTIONS} value={filter.state} onChange={(state) => change({ state })} />
        <Filter label="演示" options={DEMO_OPTIONS} value={filter.demo} onChange={(demo) => change({ demo })} />
      </form>
      {page.loading && !page.data ? (
        <PageSpinner />
      ) : !rows.length ? (
        <Text className={s.empty}>没有符合条件的公司</Text>
      ) : bp === 'mobile' ? (
        <div className={s.cards}>
          {rows.map((c) => (
            <Card key={c.companyId} className={s.card}>
              <div className={s.cardHead}>
                <Text weight="semibold">{companyLink(c)}</Text>
                {state(c)}
              </div>
              <Caption1 className={s.facts}>
                {c.editionName}
                {c.isDemo ? '（演示）' : ''} · 到期 {c.endTime ?? '不限期'}
              </Caption1>
              <Caption1 className={s.facts}>
                员工 {c.userCount} · 本月单据 {c.billCountMonth} · 存储 {formatBytes(c.storageBytes)}
              </Caption1>
              <Caption1 className={s.facts}>最近活动 {c.lastActiveAt ? formatDateTime(c.lastActiveAt) : '—'}</Caption1>
            </Card>
          ))}
        </div>
      ) : (
        <Table className={s.table} size="small" aria-label="公司列表">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>公司</TableHeaderCell>
              <TableHeaderCell>版本</TableHeaderCell>
              <TableHeaderCell>状态</TableHeaderCell>
              <TableHeaderCell>到期日</TableHeaderCell>
              <TableHeaderCell>员工</TableHeaderCell>
              <TableHeaderCell>本月单据</TableHeaderCell>
              {bp === 'desktop' && <TableHeaderCell>存储</TableHeaderCell>}
              {bp === 'desktop' && <TableHeaderCell>最近活动</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.companyId}>
                <TableCell>
                  {companyLink(c)}
                  {c.isDemo && (
                    <Badge appearance="outline" size="small" style={{ marginLeft: 6 }}>
                      演示
                    </Badge>
                  )}
                </TableCell>
                <TableCell>{c.editionName}</TableCell>
                <TableCell>{state(c)}</TableCell>
                <TableCell>{c.endTime ?? '不限期'}</TableCell>
                <TableCell>{c.userCount}</TableCell>
                <TableCell>{c.billCountMonth}</TableCell>
                {bp === 'desktop' && <TableCell>{formatBytes(c.storageBytes)}</TableCell>}
                {bp === 'desktop' && <TableCell>{c.lastActiveAt ? formatDateTime(c.lastActiveAt) : '—'}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {page.data && (
        <Pager
          pageNo={filter.pageNo}
          pageSize={PAGE_SIZE}
          totalCount={page.data.totalCount}
          onChange={(pageNo) => setFilter((f) => ({ ...f, pageNo }))}
        />
      )}
    </div>
  );
}

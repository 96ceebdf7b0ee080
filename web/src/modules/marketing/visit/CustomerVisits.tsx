import { useState } from 'react';
import {
  Button,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../../components/AppLink';
import { useLoad } from '../../../hooks/useLoad';
import { useCan } from '../../../kit/useCan';
import { formatDate } from '../../../utils/format';
import { visitPage } from '../api';
import { VISIT_MENU_ID, VISIT_STATUS, visitPath } from './paths';
import { VisitAdd } from './VisitAdd';

const LATEST = 10;
const useStyles = makeStyles({
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: tokens.spacingVerticalS },
});

/** A customer's latest visits inside the customer's detail (for those who may see visits), with 新增拜访 for them. */
export function CustomerVisits({ customId, customName }: { customId: string; customName: string }) {
  const s = useStyles();
  const can = useCan(VISIT_MENU_ID);
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const list = useLoad(() => (can('query') ? visitPage({ pageNo: 1, pageSize: LATEST, customId }) : Promise.resolve(null)), customId);
  if (!can('query')) return null;
  const rows = list.data?.data ?? [];
  return (
    <section>
      <div className={s.head}>
        <Subtitle2 as="h3">
          拜访记录{list.data && list.data.totalCount > LATEST ? `（最近${LATEST}次，共${list.data.totalCount}次）` : ''}
        </Subtitle2>
        {can('add') && (
          <Button size="small" icon={<AddRegular />} onClick={() => setAdding(true)}>
            新增拜访
          </Button>
        )}
      </div>
      <Table size="small" aria-label="拜访记录">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>拜访日期</TableHeaderCell>
            <TableHeaderCell>拜访人</TableHeaderCell>
            <TableHeaderCell>状态</TableHeaderCell>
            <TableHeaderCell>拜访记录</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((v) => (
            <TableRow key={v.visitId}>
              <TableCell>
                <AppLink to={visitPath(v.visitId)}>{v.visitDate}</AppLink>
              </TableCell>
              <TableCell>{v.visitorName}</TableCell>
              <TableCell>{VISIT_STATUS[v.status]}</TableCell>
              <TableCell>{[v.tagNames.join('、'), v.remark].filter(Boolean).join('：')}</TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{list.loading ? '加载中…' : '暂无拜访记录'}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {adding && (
        <VisitAdd
          today={formatDate(new Date())}
          customer={{ id: customId, name: customName }}
          onClose={() => setAdding(false)}
          onSaved={(id) => navigate(visitPath(id))}
        />
      )}
    </section>
  );
}

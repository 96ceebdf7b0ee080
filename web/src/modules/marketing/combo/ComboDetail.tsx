import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
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
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { Facts } from '../../../kit/Facts';
import { HistoryTable } from '../../../kit/HistoryTable';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { comboDetail } from '../api';
import { COMBO_MENU_ID, COMBO_PATHS, comboPath } from './paths';
import { SideScroll } from '../../../kit/SideScroll';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  num: { textAlign: 'right' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** 套餐详情 (/combo/Detail?comboId=): the combo, its components at their sale prices, and its history. */
export function ComboDetail() {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(COMBO_MENU_ID);
  const { money, qty } = useNumbers();
  const comboId = useSearchParams()[0].get('comboId') ?? '';
  const { data: c, loading } = useLoad(() => comboDetail(comboId), comboId);
  if (!c) return loading ? <PageSpinner /> : null;
  const worth = c.components.reduce((sum, x) => sum + (x.salePrice ?? 0) * x.qty, 0);
  return (
    <Stack>
      <Card className={s.card}>
        <Subtitle2 as="h2">
          {c.comboName}{' '}
          <Badge appearance="tint" color={c.enabled ? 'success' : 'informative'}>
            {c.enabled ? '启用' : '停用'}
          </Badge>
        </Subtitle2>
        <Facts
          label="套餐"
          facts={[
            ['套餐编码', c.comboCode],
            ['套餐价', money(c.comboPrice), true],
            ['按零售价合计', money(worth)],
            ['备注', c.remark || '—'],
          ]}
        />
        <div className={s.actions}>
          {can('edit') && (
            <Button appearance="primary" onClick={() => navigate(comboPath('edit', c.comboId))}>
              编辑
            </Button>
          )}
          <Button onClick={() => navigate(COMBO_PATHS.list)}>返回列表</Button>
        </div>
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">组成商品</Subtitle2>
        <SideScroll>
          <Table size="small" aria-label="组成商品" style={{ minWidth: 480 }}>
            <TableHeader>
              <TableRow>
                {['序号', '商品名称', '商品编码', '规格', '每套数量', '零售价'].map((h) => (
                  <TableHeaderCell key={h}>{h}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {c.components.map((x, i) => (
                <TableRow key={x.skuId}>
                  <TableCell>{i + 1}</TableCell>
                  <TableCell>
                    {x.productName}
                    {!x.enabled && (
                      <Badge appearance="tint" color="danger" size="small">
                        已停用
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell>{x.productCode}</TableCell>
                  <TableCell>{x.spec}</TableCell>
                  <TableCell className={s.num}>
                    {qty(x.qty)}
                    {x.unitName}
                  </TableCell>
                  <TableCell className={s.num}>{money(x.salePrice)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </SideScroll>
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">操作记录</Subtitle2>
        <HistoryTable entries={c.history} />
      </Card>
    </Stack>
  );
}

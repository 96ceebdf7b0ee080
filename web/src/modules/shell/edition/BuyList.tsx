import { useNavigate } from 'react-router-dom';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  Body1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EDITIONS, isMultiStore } from '@jxc/services/contracts';
import { Logo } from '../../../components/Logo';
import { YEARLY_PRICE } from '../../../config/pricing';
import { formatAmount } from '../../../utils/format';

const useStyles = makeStyles({
  root: { maxWidth: '900px', margin: '0 auto', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  head: { textAlign: 'center', marginBottom: tokens.spacingVerticalXL },
  table: { backgroundColor: tokens.colorNeutralBackground1 },
});

const PURCHASABLE = Object.keys(YEARLY_PRICE).map(Number);

/** The edition price list, each with its purchase link. */
export function BuyList() {
  const s = useStyles();
  const navigate = useNavigate();
  return (
    <div className={s.root}>
      <header className={s.head}>
        <Logo size={40} />
        <Title2 as="h1" style={{ display: 'block', margin: '12px 0 4px' }}>
          版本与价格
        </Title2>
        <Body1>{EDITIONS[1]}永久免费；以下为付费版本的年度价格。</Body1>
      </header>
      <Table className={s.table} aria-label="版本价格表">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>版本</TableHeaderCell>
            <TableHeaderCell>适用</TableHeaderCell>
            <TableHeaderCell>价格（元/年）</TableHeaderCell>
            <TableHeaderCell>操作</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {PURCHASABLE.map((id) => (
            <TableRow key={id}>
              <TableCell>{EDITIONS[id]}</TableCell>
              <TableCell>{isMultiStore(id) ? '多门店' : '单店'}</TableCell>
              <TableCell>{formatAmount(YEARLY_PRICE[id], 0)}</TableCell>
              <TableCell>
                <Button size="small" appearance="primary" onClick={() => navigate(`/buy?name=${encodeURIComponent(EDITIONS[id])}`)}>
                  购买
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

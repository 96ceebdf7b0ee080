import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Body1,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Radio,
  RadioGroup,
  Subtitle1,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EDITIONS } from '@jxc/services/contracts';
import { Logo } from '../../../components/Logo';
import { PURCHASE_YEARS, YEARLY_PRICE } from '../../../config/pricing';
import { LINKS } from '../../../config/site';
import { useSession } from '../../../session/useSession';
import { formatAmount } from '../../../utils/format';

const useStyles = makeStyles({
  root: { maxWidth: '560px', margin: '0 auto', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  card: { gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL },
  total: { color: tokens.colorBrandForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** The edition named by ?name= (or the signed-in company's edition), when it is one that is sold. */
function useEdition(): number | undefined {
  const [params] = useSearchParams();
  const { product_Type } = useSession();
  const name = params.get('name');
  const id = name ? Number(Object.keys(EDITIONS).find((k) => EDITIONS[Number(k)] === name)) : product_Type;
  return id && YEARLY_PRICE[id] ? id : undefined;
}

/** Purchase of one edition: term and price; payment is completed with customer service. */
export function Buy() {
  const s = useStyles();
  const navigate = useNavigate();
  const edition = useEdition();
  const [years, setYears] = useState<number>(PURCHASE_YEARS[0]);

  if (edition === undefined) {
    return (
      <Dialog open modalType="alert">
        <DialogSurface style={{ maxWidth: 400 }}>
          <DialogBody>
            <DialogTitle>不在购买范围</DialogTitle>
            <DialogContent>该版本不在线上购买范围内，请联系客服。</DialogContent>
            <DialogActions>
              <Button onClick={() => navigate('/buyList')}>查看可购买版本</Button>
              <Button appearance="primary" as="a" href={LINKS.support} target="_blank" rel="noopener">
                联系客服
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    );
  }

  return (
    <div className={s.root}>
      <Logo size={36} />
      <Card className={s.card} style={{ marginTop: 16 }}>
        <Title2 as="h1" style={{ margin: 0 }}>
          购买{EDITIONS[edition]}
        </Title2>
        <Body1>价格：{formatAmount(YEARLY_PRICE[edition], 0)} 元/年</Body1>
        <Field label="购买年限">
          <RadioGroup layout="horizontal" value={String(years)} onChange={(_, d) => setYears(Number(d.value))}>
            {PURCHASE_YEARS.map((y) => (
              <Radio key={y} value={String(y)} label={`${y}年`} />
            ))}
          </RadioGroup>
        </Field>
        <Subtitle1 className={s.total}>应付金额：{formatAmount(YEARLY_PRICE[edition] * years, 2)} 元</Subtitle1>
        <Body1>请联系客服完成付款，付款后版本与期限将自动更新到您的账号。</Body1>
        <div className={s.actions}>
          <Button appearance="primary" as="a" href={LINKS.support} target="_blank" rel="noopener">
            联系客服购买
          </Button>
          <Button onClick={() => navigate('/buyList')}>查看其他版本</Button>
        </div>
      </Card>
    </div>
  );
}

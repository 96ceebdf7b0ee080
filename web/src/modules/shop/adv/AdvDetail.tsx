import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { Facts } from '../../../kit/Facts';
import { HistoryTable } from '../../../kit/HistoryTable';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { ProductPictures } from '../../catalog';
import { advDetail, advPath } from './api';
import { shopDay } from '@jxc/services/contracts';
import { linkText, scheduleText, showingText } from './schedule';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** 广告详情 (?advId=): what the ad says and links to, when it shows, its pictures and its history. */
export function AdvDetail() {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan('1107');
  const advId = useSearchParams()[0].get('advId') ?? '';
  const { data: ad, loading } = useLoad(() => advDetail(advId), advId || null);
  if (!ad) return loading ? <PageSpinner /> : null;
  return (
    <Stack>
      <Card className={s.card}>
        <div className={s.title}>
          <Subtitle2 as="h1">{ad.advTitle}</Subtitle2>
          <div className={s.actions}>
            {can('edit') && (
              <Button appearance="primary" onClick={() => navigate(advPath('Edit', ad.advId))}>
                编辑
              </Button>
            )}
            <Button onClick={() => navigate('/shop/adv/List')}>返回列表</Button>
          </div>
        </div>
        <Facts
          label="广告信息"
          facts={[
            ['链接', linkText(ad)],
            ['展示时间', scheduleText(ad)],
            ['排序', String(ad.sort)],
            ['状态', showingText(ad, shopDay())],
          ]}
        />
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">广告图片</Subtitle2>
        <ProductPictures ownerType="StoreAdv" label="广告图片" productId={ad.advId} readOnly />
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">操作记录</Subtitle2>
        <HistoryTable entries={ad.history} />
      </Card>
    </Stack>
  );
}

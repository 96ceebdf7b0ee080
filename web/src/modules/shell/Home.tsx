import { useEffect } from 'react';
import { Body1, Card, MessageBar, MessageBarBody, Subtitle1, Tag, makeStyles, tokens } from '@fluentui/react-components';
import { EDITIONS, MONTHLY_BILL_CAP, MSG } from '@jxc/services/contracts';
import { companyDetail } from '../../api/shell';
import { AppLink } from '../../components/AppLink';
import { useWarnings } from '../../components/notice/WarningsContext';
import { useLoad } from '../../hooks/useLoad';
import { saveSession } from '../../session/session';
import { useSession } from '../../session/useSession';
import { fromCompany } from '../../session/values';
import { formatDate, greeting } from '../../utils/format';
import { StatCard } from '../../kit/StatCard';
import { HomeOverview } from '../reports';
import { GettingStarted } from '../onboarding';
import { TodoCard } from './TodoCard';

const FREE_EDITION = 1;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  welcome: { gap: tokens.spacingVerticalS },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalXS,
    color: tokens.colorNeutralForeground2,
  },
});

/** Home: greeting, company, edition and term (from Company/Detail; the administrator renews or upgrades from there); the business at a glance (HomeOverview) with the live counts. */
export function Home() {
  const s = useStyles();
  const session = useSession();
  const { warnings, openPopup } = useWarnings();
  const { data: company } = useLoad(companyDetail, session.token);

  useEffect(() => {
    if (company) saveSession(fromCompany(company));
  }, [company]);

  const edition = company?.productType ?? session.product_Type;
  const cap = session.ACCESS_IsDemo ? undefined : MONTHLY_BILL_CAP[edition];
  // What the monthly cap counts (Company/Detail): each new document of every kind this month.
  const billCountMonth = company?.billCountMonth ?? session.billCountMonth;
  const term = edition === FREE_EDITION ? '永久免费' : company?.endTime ? `${formatDate(company.endTime)} 到期` : '';

  return (
    <div className={s.root}>
      {session.IsOldSob === 1 && (
        <MessageBar intent="warning">
          <MessageBarBody>{MSG.closedBooks}</MessageBarBody>
        </MessageBar>
      )}
      <Card className={s.welcome}>
        <Subtitle1 as="h1" style={{ margin: 0 }}>
          {greeting(new Date().getHours())}，{session.nickname}
          {session.ACCESS_IsDemo === 1 && (
            <Tag size="small" appearance="brand" style={{ marginLeft: 8 }}>
              演示
            </Tag>
          )}
        </Subtitle1>
        <div className={s.facts}>
          <Body1>公司：{company?.companyName ?? session.Company_Name}</Body1>
          <Body1>版本：{EDITIONS[edition] ?? '—'}</Body1>
          {term && (
            <Body1>
              有效期：{term}
              {session.isAdmin === 1 && !session.ACCESS_IsDemo && (
                <>
                  {' '}
                  <AppLink to="/buy">续费/升级</AppLink>
                </>
              )}
            </Body1>
          )}
          {session.User_BranchName && <Body1>门店：{session.User_BranchName}</Body1>}
          {company?.userCount !== undefined && <Body1>账号数：{company.userCount}</Body1>}
        </div>
      </Card>
      <GettingStarted />
      <HomeOverview
        live={
          <>
            <StatCard
              label="低库存预警"
              value={warnings.lowCount}
              note="低于库存下限的商品"
              onClick={() => openPopup({ mode: 'warning', kind: 'low' })}
            />
            <StatCard
              label="高库存预警"
              value={warnings.highCount}
              note="高于库存上限的商品"
              onClick={() => openPopup({ mode: 'warning', kind: 'high' })}
            />
            <TodoCard />
            <StatCard
              label="本月单据"
              value={cap ? `${billCountMonth} / ${cap}` : billCountMonth}
              note={cap ? `当前版本每月最多 ${cap} 张单据` : `累计 ${company?.billCount ?? session.billCount} 张`}
            />
          </>
        }
      />
    </div>
  );
}

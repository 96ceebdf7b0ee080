import { useState } from 'react';
import { Body1, Button, Caption1, Card, Link, ProgressBar, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useLoad } from '../../hooks/useLoad';
import { notifyError } from '../../notify/bus';
import { errorMessage } from '../../api/http';
import { routeAccess } from '../../router/access';
import { useSession } from '../../session/useSession';
import { gettingStarted, hideGettingStarted } from './api';
import { progress, STEPS } from './steps';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  count: { color: tokens.colorNeutralForeground2 },
  ready: { color: tokens.colorNeutralForeground2 },
  steps: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  step: {
    display: 'grid',
    gridTemplateColumns: '24px minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
    alignContent: 'start',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  done: { backgroundColor: tokens.colorNeutralBackground2 },
  mark: { fontSize: '24px', color: tokens.colorNeutralForeground3 },
  tick: { fontSize: '24px', color: tokens.colorPaletteGreenForeground1 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0, lineHeight: '24px' },
  actions: { gridColumn: '2', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  foot: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * 开始使用 on the home page, for the administrator of a new shop: what the company starts with, and its first steps
 * (a warehouse, products, stock, a sale), each ticked once the shop has done it; gone when all are done or hidden.
 */
export function GettingStarted() {
  const s = useStyles();
  const navigate = useNavigate();
  const session = useSession();
  const admin = session.isAdmin === 1;
  const [hidden, setHidden] = useState(false);
  const state = useLoad(gettingStarted, admin ? `getting-started-${session.token}` : null).data;
  const opens = (to: string) =>
    routeAccess(to, { productType: session.product_Type, isAdmin: admin, perms: session.userPermission }) === 'allow';
  if (!state || hidden) return null;
  const { done, total, shown } = progress(state);
  if (!shown) return null;

  const hide = async () => {
    try {
      await hideGettingStarted();
      setHidden(true);
    } catch (e) {
      notifyError(errorMessage(e));
    }
  };

  return (
    <Card className={s.card} role="region" aria-label="开始使用">
      <div className={s.head}>
        <Subtitle2 as="h2" className={s.title}>
          开始使用
        </Subtitle2>
        <Caption1 className={s.count}>
          已完成 {done} / {total} 步
        </Caption1>
      </div>
      <ProgressBar value={done / total} thickness="large" color="success" aria-label={`已完成 ${done} / ${total} 步`} />
      <Body1 className={s.ready}>
        已为您准备好：现金和银行存款账户、零售散客、常用计量单位和收支项目。按下面的步骤完成第一笔进货和销售，每完成一步会自动打勾。
      </Body1>
      <ol className={s.steps}>
        {STEPS.map((step, i) => {
          const ok = state[step.key];
          // A way the edition lacks (采购入库 in 单店配方版) gives its button to the other way.
          const [main, other] = opens(step.to)
            ? [{ to: step.to, label: step.action }, step.also && opens(step.also.to) ? step.also : undefined]
            : [step.also && opens(step.also.to) ? step.also : undefined, undefined];
          return (
            <li
              key={step.key}
              className={mergeClasses(s.step, ok && s.done)}
              aria-label={`第${i + 1}步 ${step.title}${ok ? '，已完成' : ''}`}
            >
              {ok ? <CheckmarkCircleFilled className={s.tick} aria-hidden /> : <CircleRegular className={s.mark} aria-hidden />}
              <div className={s.text}>
                <Subtitle2 as="h3" className={s.title}>
                  {i + 1}. {step.title}
                </Subtitle2>
                <Caption1>{ok ? '已完成' : step.body}</Caption1>
              </div>
              {!ok && main && (
                <div className={s.actions}>
                  <Button size="small" appearance="primary" onClick={() => navigate(main.to)}>
                    {main.label}
                  </Button>
                  {other && <Link onClick={() => navigate(other.to)}>{other.label}</Link>}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div className={s.foot}>
        <Link onClick={() => navigate('/help/noviceGuide')}>查看完整的新手引导</Link>
        <Button size="small" appearance="subtle" onClick={() => void hide()}>
          不再显示
        </Button>
      </div>
    </Card>
  );
}

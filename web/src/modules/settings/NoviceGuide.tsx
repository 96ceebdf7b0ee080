import { Badge, Body1, Button, Caption1, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useLoad } from '../../hooks/useLoad';
import { Stack } from '../../kit/Stack';
import { GUIDE_STEPS, stepDone } from './guideSteps';

const useStyles = makeStyles({
  step: { display: 'grid', gridTemplateColumns: '32px minmax(0, 1fr) auto', alignItems: 'start', gap: tokens.spacingHorizontalM },
  mark: { fontSize: '24px', color: tokens.colorNeutralForeground3 },
  done: { fontSize: '24px', color: tokens.colorPaletteGreenForeground1 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** 新手引导: the steps to a first purchase and sale, each with a link to its screen and a tick once done. */
export function NoviceGuide() {
  const s = useStyles();
  const navigate = useNavigate();
  const done = useLoad(() => Promise.all(GUIDE_STEPS.map(stepDone)), 'guide');
  const finished = done.data?.filter(Boolean).length ?? 0;
  const checked = GUIDE_STEPS.filter((g) => g.done).length;
  return (
    <Stack>
      <Card>
        <Subtitle2 as="h1">新手引导</Subtitle2>
        <Body1>按下面的顺序操作，几分钟即可完成第一笔进货和销售。每一步完成后会自动打勾。</Body1>
        <Caption1 className={s.muted}>
          已完成 {finished} / {checked} 步
        </Caption1>
      </Card>
      {GUIDE_STEPS.map((g, i) => (
        <Card key={g.title} className={s.step} aria-label={`第${i + 1}步 ${g.title}`}>
          {done.data?.[i] ? (
            <CheckmarkCircleFilled className={s.done} aria-label="已完成" />
          ) : (
            <CircleRegular className={s.mark} aria-hidden />
          )}
          <div className={s.text}>
            <Subtitle2 as="h2">
              {i + 1}. {g.title}{' '}
              {done.data?.[i] && (
                <Badge appearance="tint" color="success">
                  已完成
                </Badge>
              )}
            </Subtitle2>
            <Body1>{g.body}</Body1>
          </div>
          <Button appearance={done.data?.[i] ? 'secondary' : 'primary'} onClick={() => navigate(g.to)}>
            {g.action}
          </Button>
        </Card>
      ))}
    </Stack>
  );
}

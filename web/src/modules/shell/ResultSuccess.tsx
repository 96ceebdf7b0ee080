import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: '64px 16px',
    textAlign: 'center',
  },
  icon: { fontSize: '72px', color: tokens.colorPaletteGreenForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** /result/success (where /result leads): the outcome page after a submission. */
export function ResultSuccess() {
  const s = useStyles();
  const navigate = useNavigate();
  return (
    <section className={s.root} aria-labelledby="result-title">
      <CheckmarkCircleFilled className={s.icon} aria-hidden />
      <Text id="result-title" size={600} weight="semibold">
        操作成功
      </Text>
      <Text>提交的内容已保存，可以返回继续操作。</Text>
      <div className={s.actions}>
        <Button appearance="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
        <Button onClick={() => navigate(-1)}>返回上一页</Button>
      </div>
    </section>
  );
}

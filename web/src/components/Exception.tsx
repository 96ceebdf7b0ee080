import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';

export type ExceptionType = '403' | '404' | '500';

const TEXT: Record<ExceptionType, string> = {
  '403': '抱歉，你无权访问该页面',
  '404': '抱歉，你访问的页面不存在或正在开发中',
  '500': '抱歉，服务器出错了',
};

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: '64px 16px',
    textAlign: 'center',
    minHeight: '50vh',
  },
  code: { fontSize: '72px', lineHeight: '80px', fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
});

/** The error pages (seed §2): 403, 404 (page missing or in development) and 500, each with a way back. */
export function Exception({ type }: { type: ExceptionType }) {
  const s = useStyles();
  const navigate = useNavigate();
  return (
    <section className={s.root} aria-labelledby="exception-text">
      <div className={s.code} aria-hidden>
        {type}
      </div>
      <Text id="exception-text" size={500}>
        {TEXT[type]}
      </Text>
      <Button appearance="primary" onClick={() => navigate('/Login')}>
        返回首页
      </Button>
    </section>
  );
}

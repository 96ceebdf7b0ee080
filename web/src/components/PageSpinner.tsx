import { Spinner, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ root: { display: 'flex', justifyContent: 'center', padding: '64px 0' } });

export function PageSpinner({ label = '加载中…' }: { label?: string }) {
  return (
    <div className={useStyles().root}>
      <Spinner label={label} />
    </div>
  );
}

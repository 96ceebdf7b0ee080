import { Outlet } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({ root: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 } });

export function BlankLayout() {
  return (
    <div className={useStyles().root}>
      <Outlet />
    </div>
  );
}

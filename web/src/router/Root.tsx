import { useEffect } from 'react';
import { Outlet, useRouteError } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles } from '@fluentui/react-components';
import { pageTitle } from '../config/site';
import { useRouteTitle } from './handle';

/** The router's root: keeps the page title as route title + product name. */
export function Root() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return <Outlet />;
}

const useStyles = makeStyles({ root: { maxWidth: '560px', margin: '96px auto', padding: '0 16px' } });

/** Shown when a page fails to load or render. */
export function RootError() {
  const error = useRouteError();
  return (
    <div className={useStyles().root} role="alert">
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>页面加载失败</MessageBarTitle>
          {error instanceof Error ? error.message : '请刷新重试'}
        </MessageBarBody>
      </MessageBar>
      <Button appearance="primary" style={{ marginTop: 16 }} onClick={() => window.location.reload()}>
        刷新页面
      </Button>
    </div>
  );
}

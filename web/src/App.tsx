import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { Notifier } from './notify/Notifier';
import { PlugIns } from './PlugIns';
import { signInFirst } from './router/RequireAuth';
import { routes } from './router/routes';
import { SettingsProvider } from './settings/SettingsContext';
import { useThemes } from './settings/useThemes';

const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
  'html.colorWeak': { filter: 'invert(80%)' },
  '#root': { minHeight: '100vh' },
});

function Themed() {
  useGlobalStyles();
  const { app } = useThemes();
  const router = useMemo(() => {
    signInFirst(routes);
    return createBrowserRouter(routes);
  }, []);
  return (
    <FluentProvider theme={app} style={{ minHeight: '100vh' }}>
      <Notifier />
      <RouterProvider router={router} />
    </FluentProvider>
  );
}

export function App() {
  return (
    <SettingsProvider>
      <PlugIns>
        <Themed />
      </PlugIns>
    </SettingsProvider>
  );
}

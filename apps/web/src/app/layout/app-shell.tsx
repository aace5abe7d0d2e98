import { Drawer, Grid, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { loadingBar } from '../../lib/loading-bar';
import { useAuth } from '../auth';
import { useLocale } from '../locale';
import { LoadingBar } from './loading-bar';
import { usePushToasts } from './push-toasts';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/**
 * The page frame: the sidebar (start side, a drawer on small screens) only
 * when someone is signed in, the top bar, the content, the loading bar and
 * the push toasts.
 */
export default function AppShell() {
  const { user } = useAuth();
  const { dir } = useLocale();
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const narrow = screens.lg === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigation = useNavigation();
  usePushToasts(user);

  // A lazy page loading counts as work for the loading bar.
  useEffect(() => {
    if (navigation.state === 'idle') return;
    loadingBar.start();
    return () => loadingBar.finish();
  }, [navigation.state]);

  const sidebar = user ? <Sidebar user={user} onNavigate={() => setDrawerOpen(false)} /> : null;
  return (
    <Layout className="app-shell">
      <LoadingBar />
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {sidebar && !narrow && (
        <Layout.Sider width={264} className="app-sider" theme="dark">
          {sidebar}
        </Layout.Sider>
      )}
      {sidebar && narrow && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement={dir === 'rtl' ? 'right' : 'left'}
          size={280}
          closable={false}
          className="app-drawer"
          title={null}
          styles={{ body: { padding: 0 } }}
        >
          {sidebar}
        </Drawer>
      )}
      <Layout className="app-main">
        <TopBar onMenu={sidebar && narrow ? () => setDrawerOpen(true) : undefined} />
        <Layout.Content id="main" className="app-content" tabIndex={-1}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { loadingBar } from '../../lib/loading-bar';
import { useMediaQuery } from '../../lib/use-media-query';
import { useAuth } from '../../lib/session';
import { useLocale } from '../locale';
import { Frame } from './frame';
import { usePushToasts } from './push-toasts';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

/**
 * The app's page frame: the sidebar (start side, a drawer on small screens)
 * and the user menu only when someone is signed in, the push toasts, and the
 * loading bar running while a lazy page loads.
 */
export default function AppShell() {
  const { user } = useAuth();
  const { dir } = useLocale();
  const { t } = useTranslation();
  // Narrower than Ant Design's `lg` breakpoint (992 px): the sidebar is a drawer.
  const narrow = !useMediaQuery('(min-width: 992px)');
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
    <Frame
      sidebar={
        sidebar &&
        (narrow ? (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement={dir === 'rtl' ? 'right' : 'left'}
            size={280}
            closable={false}
            className="app-drawer"
            title={null}
            // The drawer is a dialog: named as the menu it holds.
            aria-label={t('nav.label')}
            styles={{ body: { padding: 0 } }}
          >
            {sidebar}
          </Drawer>
        ) : (
          <Layout.Sider width={264} className="app-sider" theme="dark">
            {sidebar}
          </Layout.Sider>
        ))
      }
      start={
        sidebar &&
        narrow && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            onClick={() => setDrawerOpen(true)}
            aria-label={t('common.openMenu')}
            data-testid="open-menu"
          />
        )
      }
      end={user && <UserMenu user={user} />}
    >
      <Outlet />
    </Frame>
  );
}

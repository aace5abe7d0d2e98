import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from './loading-bar';
import { TopBar } from './top-bar';

/**
 * The frame of every page: the loading bar, the skip link, the sidebar when
 * someone is signed in, the top bar (`start`: the menu button; the language
 * switcher; `end`: the user menu) and the content. The app's shell and the
 * sign-in page alone (`sign-in-root.tsx`) both draw it, so a first visit
 * looks exactly as the sign-in page inside the app does.
 */
export function Frame(props: { sidebar?: ReactNode; start?: ReactNode; end?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Layout className="app-shell">
      <LoadingBar />
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {props.sidebar}
      <Layout className="app-main">
        <TopBar start={props.start} end={props.end} />
        <Layout.Content id="main" className="app-content" tabIndex={-1}>
          {props.children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

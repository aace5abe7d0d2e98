import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { AuthProvider } from './auth';
import { useLocale } from './locale';
import { themeFor } from './theme';

/** Ant Design follows the language: direction, locale and type. */
function AntdConfig({ children }: { children: ReactNode }) {
  const { dir, antdLocale } = useLocale();
  return (
    <ConfigProvider direction={dir} locale={antdLocale} theme={themeFor(dir)}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <AntdConfig>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </AntdConfig>
  );
}

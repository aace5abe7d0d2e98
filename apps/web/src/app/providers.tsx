import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { AntdConfig } from './antd-config';
import { AuthProvider } from './auth';

/** The app's providers: Ant Design (direction, locale, theme; message, notification and modal), TanStack Query, the auth session. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AntdConfig staticStyles>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>{children}</AuthProvider>
        </QueryClientProvider>
      </AntApp>
    </AntdConfig>
  );
}

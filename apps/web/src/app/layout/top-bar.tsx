import { Flex, Layout } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './language-switcher';

/** The top bar: `start` (the menu button on small screens), the language switcher, then `end` (the user menu). */
export function TopBar({ start, end }: { start?: ReactNode; end?: ReactNode }) {
  return (
    <Layout.Header className="app-header">
      <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }}>
        <div>{start}</div>
        <Flex align="center" gap={8}>
          <LanguageSwitcher />
          {end}
        </Flex>
      </Flex>
    </Layout.Header>
  );
}

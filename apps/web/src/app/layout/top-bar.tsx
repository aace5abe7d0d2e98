import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth';
import { LanguageSwitcher } from './language-switcher';
import { UserMenu } from './user-menu';

/** The top bar: the menu button on small screens, the language switcher and the user menu. */
export function TopBar({ onMenu }: { onMenu?: () => void }) {
  const { user } = useAuth();
  const { t } = useTranslation();
  return (
    <Layout.Header className="app-header">
      <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }}>
        <div>
          {onMenu && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              onClick={onMenu}
              aria-label={t('common.openMenu')}
              data-testid="open-menu"
            />
          )}
        </div>
        <Flex align="center" gap={8}>
          <LanguageSwitcher />
          {user && <UserMenu user={user} />}
        </Flex>
      </Flex>
    </Layout.Header>
  );
}

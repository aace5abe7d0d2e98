import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { SessionUser } from '@dashboard/contracts';
import { Button, Dropdown, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PersonAvatar } from '../../components/person-avatar';
import { useAuth } from '../../lib/session';

/** The user's name, role and photo (or initials), with Profile and Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: t('nav.profile') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined className="flip-rtl" />, label: t('nav.logout'), danger: true },
        ],
        onClick: ({ key }) => (key === 'logout' ? logout() : navigate('/profile')),
      }}
    >
      <Button type="text" className="topbar-button user-menu-button" data-testid="user-menu">
        <PersonAvatar name={user.username} photoUrl={user.photo ?? null} size={32} className="user-avatar" />
        <Flex vertical align="start" className="user-menu-text">
          <Typography.Text strong className="user-name">
            {user.username}
          </Typography.Text>
          <Typography.Text className="user-role" data-testid="user-role">
            {t(`roles.${user.role}`)}
          </Typography.Text>
        </Flex>
        {/* Its name starts with what it shows (the user), then says what it is for (WCAG 2.5.3). */}
        <span className="sr-only">{t('common.userMenu')}</span>
        <DownOutlined aria-hidden="true" />
      </Button>
    </Dropdown>
  );
}

import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarcodeOutlined,
  BellOutlined,
  BookOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  DeleteOutlined,
  DollarOutlined,
  FileTextOutlined,
  KeyOutlined,
  LogoutOutlined,
  NotificationOutlined,
  PercentageOutlined,
  PlayCircleOutlined,
  ReadOutlined,
  SettingOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { isEntryActive, sidebarFor, type SessionUser } from '@dashboard/contracts';
import { Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/session';

const icons: Record<string, ReactNode> = {
  levels: <BankOutlined />,
  subjects: <BookOutlined />,
  curriculum: <ReadOutlined />,
  lessons: <PlayCircleOutlined />,
  courses: <AppstoreOutlined />,
  lives: <VideoCameraOutlined />,
  students: <TeamOutlined />,
  subscriptions: <SolutionOutlined />,
  deletedSubscriptions: <DeleteOutlined />,
  teachers: <UserOutlined />,
  ratings: <StarOutlined />,
  supportAgents: <CustomerServiceOutlined />,
  discussionGroups: <WechatOutlined />,
  comments: <CommentOutlined />,
  notifications: <BellOutlined />,
  sendNotifications: <NotificationOutlined />,
  secretCodes: <KeyOutlined />,
  subscriptionCodes: <BarcodeOutlined />,
  promoCodes: <PercentageOutlined />,
  payments: <DollarOutlined />,
  settings: <SettingOutlined />,
  auditLog: <AuditOutlined />,
};

/** The sidebar: the entries the permission matrix gives the user's role, then logout. */
export function Sidebar({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const { pathname } = useLocation();
  const entries = sidebarFor(user.role, user.id);
  const selected = entries.filter((e) => isEntryActive(e, pathname)).map((e) => e.key);

  return (
    <nav aria-label={t('nav.label')} className="sidebar">
      <Link to="/" className="sidebar-brand">
        <span className="sidebar-brand-mark" aria-hidden="true">
          <FileTextOutlined />
        </span>
        <span>{t('app.title')}</span>
      </Link>
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={selected}
        onClick={onNavigate}
        items={[
          ...entries.map((e) => ({
            key: e.key,
            icon: icons[e.key],
            label: (
              <Link to={e.path} data-testid={`nav-${e.key}`}>
                {t(`nav.${e.key}`)}
              </Link>
            ),
          })),
          { type: 'divider' as const },
          {
            key: 'logout',
            icon: <LogoutOutlined className="flip-rtl" />,
            label: <span data-testid="nav-logout">{t('nav.logout')}</span>,
            onClick: logout,
          },
        ]}
      />
    </nav>
  );
}

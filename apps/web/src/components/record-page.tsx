import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../i18n/language';
import { useScreenHeading } from '../lib/screen-heading';
import { PageHeader } from './page-header';
import { Pending } from './pending';

/** A card's title as the page's h2. */
export function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      {children}
    </Typography.Title>
  );
}

/** The way back from a record's page (to its list, its parent), its arrow pointing back in the reading direction. */
export function BackButton({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate();
  const BackIcon = useLanguage() === 'ar' ? ArrowRightOutlined : ArrowLeftOutlined;
  return (
    <Button icon={<BackIcon />} onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}

/**
 * A record's page (its details, its edit form) while the record is not there:
 * the screen's own title and breadcrumb, then a skeleton while it is asked
 * for, or `failure(error)` once it cannot be shown (not found, another
 * teacher's, the server's error).
 */
export function RecordPending(props: {
  query: { isError: boolean; error: unknown };
  failure: (error: unknown) => ReactNode;
}) {
  const heading = useScreenHeading();
  return (
    <>
      <PageHeader title={heading.title} crumbs={heading.crumbs} />
      {props.query.isError ? props.failure(props.query.error) : <Pending rows={8} />}
    </>
  );
}

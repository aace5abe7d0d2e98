import { Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  title: string;
  to?: string;
}

/** A page's title (its one h1) with the breadcrumb above it and actions at the end. */
export function PageHeader(props: { title: string; crumbs: Crumb[]; extra?: ReactNode }) {
  return (
    <header className="page-header">
      <Breadcrumb items={props.crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title }))} />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} className="page-title">
          {props.title}
        </Typography.Title>
        {props.extra}
      </Flex>
    </header>
  );
}

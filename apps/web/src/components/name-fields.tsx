import { Button, Form, Input, Result } from 'antd';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import type { ZodType } from 'zod';
import { errorText, zodRule } from '../lib/form';
import type { DataColumn } from './data-table';
import { DateText } from './date-text';
import { PageHeader, type Crumb } from './page-header';

/*
 * The pieces every named entity repeats: its name in Arabic and in English
 * (form fields and table columns) and when it was added. Labels come from
 * the entity's own catalogue (`fields.name_ar`, `fields.name_en`, `fields.created_at`).
 */

/** The Arabic and English name fields, validated by the contract's own schemas. */
export function NameFields({ shape, t }: { shape: { name_ar: ZodType; name_en: ZodType }; t: TFunction }) {
  return (
    <>
      <Form.Item name="name_ar" label={t('fields.name_ar')} rules={[zodRule(shape.name_ar, t)]}>
        <Input dir="rtl" lang="ar" />
      </Form.Item>
      <Form.Item name="name_en" label={t('fields.name_en')} rules={[zodRule(shape.name_en, t)]}>
        <Input dir="ltr" lang="en" />
      </Form.Item>
    </>
  );
}

/** The Arabic and English name columns, sortable, each marked with its language. */
export function nameColumns<T extends { name_ar: string; name_en: string }>(t: TFunction): DataColumn<T>[] {
  return (['ar', 'en'] as const).map((lang) => ({
    title: t(`fields.name_${lang}`),
    dataIndex: `name_${lang}`,
    sortField: `name_${lang}`,
    render: (v: string) => <span lang={lang}>{v}</span>,
  }));
}

/** The "added on" column, sortable. */
export function createdColumn<T extends { created_at: string }>(t: TFunction): DataColumn<T> {
  return {
    title: t('fields.created_at'),
    dataIndex: 'created_at',
    sortField: 'created_at',
    render: (v: string) => <DateText value={v} />,
  };
}

/** A page whose item (a stage, a class) does not exist: its header, "not found" and a way back. */
export function NotFoundPage(props: { title: string; crumbs: Crumb[]; back: string; backLabel: string; t: TFunction }) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={props.title} crumbs={props.crumbs} />
      <Result
        status="404"
        title={errorText(props.t, 'resource.not_found')}
        extra={<Button onClick={() => navigate(props.back)}>{props.backLabel}</Button>}
      />
    </>
  );
}

import { Card, Descriptions } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { CountList } from './count-list';
import { SectionTitle } from './record-page';

/**
 * A titled record's details card (a curriculum, a unit, a lesson): its
 * Arabic and English titles (`fields.title_ar|title_en` of `t`'s namespace),
 * then `children` (`Descriptions.Item`s, no `false` among them: the table
 * would draw it as a row), then, when given, its description
 * across the card (`empty` when it has none).
 */
export function TitledDetails(props: {
  title: string;
  record: { title_ar: string; title_en: string };
  t: TFunction;
  testId: string;
  description?: { text: string; empty: string };
  children?: ReactNode;
}) {
  const { record, t, description } = props;
  return (
    <Card title={<SectionTitle>{props.title}</SectionTitle>}>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle" data-testid={props.testId}>
        <Descriptions.Item label={t('fields.title_ar')}>
          <span lang="ar">{record.title_ar}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.title_en')}>
          <span lang="en">{record.title_en}</span>
        </Descriptions.Item>
        {props.children}
        {description ? (
          <Descriptions.Item label={t('fields.description')} span={2}>
            {description.text ? (
              <span dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {description.text}
              </span>
            ) : (
              description.empty
            )}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Card>
  );
}

/** The counts of a lesson's elements, as a lesson, a unit and a curriculum carry them, in the order they are shown. */
export const elementCountKeys = ['video_count', 'document_count', 'quiz_count', 'assignment_count'] as const;

/** A record's counts card: each of `keys` labelled `fields.<key>` of `t`'s namespace, in the record's numbers. */
export function CountsCard<K extends string>(props: {
  title: string;
  keys: readonly K[];
  record: Record<K, number>;
  t: TFunction;
  testId: string;
}) {
  const { t, record } = props;
  return (
    <Card title={<SectionTitle>{props.title}</SectionTitle>}>
      <CountList
        items={props.keys.map((key) => ({ label: t(`fields.${key}`), value: record[key] }))}
        testId={props.testId}
      />
    </Card>
  );
}

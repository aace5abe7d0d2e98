import { Descriptions } from 'antd';
import type { TFunction } from 'i18next';
import { langOf } from '../lib/names';

interface Named {
  name_ar: string;
  name_en: string;
}

/**
 * A taught record's teacher, class and subject (a course's, a curriculum's)
 * as its details list them, labelled `fields.teacher|class|subject` of `t`'s
 * namespace: an array of `Descriptions.Item`s, since the table takes its
 * items as its own children.
 */
export function teachingItems(
  t: TFunction,
  nameOf: (x: Named) => string,
  record: { teacher: { name: string }; class: Named; subject: Named },
) {
  return [
    <Descriptions.Item key="teacher" label={t('fields.teacher')}>
      <span lang={langOf(record.teacher.name)}>{record.teacher.name}</span>
    </Descriptions.Item>,
    <Descriptions.Item key="class" label={t('fields.class')}>
      {nameOf(record.class)}
    </Descriptions.Item>,
    <Descriptions.Item key="subject" label={t('fields.subject')}>
      {nameOf(record.subject)}
    </Descriptions.Item>,
  ];
}

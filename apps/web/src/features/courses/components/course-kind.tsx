import { Tag } from 'antd';
import { useFixedT } from '../../../i18n/language';

/** Paid or free, as a tag of its own colour. */
export function CourseKind({ paid }: { paid: boolean }) {
  const t = useFixedT('courses');
  return <Tag className={paid ? 'tone-info' : 'tone-positive'}>{t(paid ? 'kind.paid' : 'kind.free')}</Tag>;
}

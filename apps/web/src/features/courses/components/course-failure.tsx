import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { BackButton } from '../../../components/record-page';

/** The kit's refusal of a course's page (not found, another teacher's, the server's error), with the way back to the list. */
export function CourseFailure({ error }: { error: unknown }) {
  const { t } = useTranslation(['courses', 'common']);
  return <LoadFailure error={error} extra={<BackButton to="/courses">{t('backToList')}</BackButton>} />;
}

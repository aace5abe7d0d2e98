import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';

/** The kit's refusal of a course's page (not found, another teacher's, the server's error), with the way back to the list. */
export function CourseFailure({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation(['courses', 'common']);
  const navigate = useNavigate();
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  return (
    <LoadFailure
      error={error}
      extra={
        <Button icon={<BackIcon />} onClick={() => navigate('/courses')}>
          {t('backToList')}
        </Button>
      }
    />
  );
}

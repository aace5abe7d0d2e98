import { SolutionOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../lib/session';

/**
 * A curriculum's or course's page: opens the subscriptions to it, an admin's
 * list or a teacher's own (`/teacher/subscriptions`), filtered by it.
 */
export function ContentSubscriptionsButton(props: { filter: { curriculum_id: number } | { course_id: number } }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { user } = useAuth();
  // The pages that show it are not a support agent's.
  const list = user?.role === 'teacher' ? '/teacher/subscriptions' : '/subscriptions';
  const [key, id] = Object.entries(props.filter)[0]!;
  return (
    <Button icon={<SolutionOutlined />} onClick={() => navigate(`${list}?${key}=${id}`)}>
      {t('screens.subscriptions')}
    </Button>
  );
}

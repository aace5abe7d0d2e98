import type { CodeGroup } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { BatchFormPage } from '../../../components/code-batch';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useCreateCodeGroup } from '../api/code-groups';
import { codeGroupForm } from '../components/code-group-form';

/**
 * /subscriptions-codes/add: a group and its first codes, in one request (all
 * or none), their progress shown while they are made; then the group's page.
 */
export default function AddCodeGroupPage() {
  const { t } = useTranslation(['code-groups', 'common']);
  const heading = useScreenHeading();
  const create = useCreateCodeGroup();
  return (
    <BatchFormPage
      config={codeGroupForm}
      {...heading}
      submitLabel={t('add')}
      back="/subscriptions-codes"
      count={(body) => body.count}
      send={(body, key) => create.mutateAsync({ body, key })}
      done={(group: CodeGroup) => ({
        message: t('messages.created', { count: group.code_count }),
        to: `/subscriptions-codes/${group.id}`,
      })}
    />
  );
}

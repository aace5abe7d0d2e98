import type { CodeBatch } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { BatchFormPage } from '../../../components/code-batch';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useCreateCodeBatch } from '../api/create-code-batch';
import { generateForm } from '../components/generate-form';

/**
 * /codes/add: a batch of wallet codes (up to 100,000 in one request, all or
 * none), its progress shown while it is made; then the new batch's page,
 * to print it from.
 */
export default function GenerateCodesPage() {
  const { t } = useTranslation(['codes', 'common']);
  const heading = useScreenHeading();
  const create = useCreateCodeBatch();
  return (
    <BatchFormPage
      config={generateForm}
      {...heading}
      submitLabel={t('generate.submit')}
      back="/codes"
      count={(body) => body.count}
      send={(body, key) => create.mutateAsync({ body, key })}
      done={(batch: CodeBatch) => ({
        message: t('messages.generated', { count: batch.count }),
        to: `/codes/add_new?batch=${batch.id}`,
        // The batch as made: its page shows its count exactly, however large.
        state: { batch },
      })}
    />
  );
}

import type { Subject } from '@dashboard/contracts';
import { App, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateSubject } from '../api/update-subject';
import { SubjectForm } from './subject-form';

/** Edits a subject in a dialog, from the list or its detail page. */
export function EditSubjectModal(props: { subject: Subject | null; onClose: () => void }) {
  const { t } = useTranslation(['subjects', 'common']);
  const { message } = App.useApp();
  const save = useUpdateSubject();
  const { subject } = props;
  return (
    <Modal open={subject !== null} title={t('edit')} footer={null} onCancel={props.onClose} destroyOnHidden>
      {subject && (
        <SubjectForm
          initial={subject}
          submitLabel={t('common:actions.save')}
          onCancel={props.onClose}
          onSubmit={async (values) => {
            await save.mutateAsync({ id: subject.id, ...values });
            void message.success(t('messages.updated'));
            props.onClose();
          }}
        />
      )}
    </Modal>
  );
}

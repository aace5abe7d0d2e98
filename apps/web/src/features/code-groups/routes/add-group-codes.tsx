import { codeGroupAddCodesSchema, type CodeBatch } from '@dashboard/contracts';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BatchFormPage, CodeCountField } from '../../../components/code-batch';
import type { FormConfig } from '../../../components/entity-form';
import { LoadFailure } from '../../../components/load-failure';
import { Money } from '../../../components/money';
import { NumberText } from '../../../components/number-text';
import { BackButton, RecordPending } from '../../../components/record-page';
import { useNameOf } from '../../../components/remote-select';
import { zodRule } from '../../../lib/form';
import { langOf } from '../../../lib/names';
import { useScreenHeading } from '../../../lib/screen-heading';
import { codeGroups, useAddGroupCodes } from '../api/code-groups';
import { GroupContents } from '../components/code-group-values';

interface Values {
  count?: number;
}

function CountField() {
  const { t } = useTranslation(['code-groups', 'common']);
  return (
    <CodeCountField
      label={t('fields.count')}
      hint={(max) => t('hints.count', { max })}
      rule={zodRule(codeGroupAddCodesSchema.shape.count, t)}
      testId="group-count"
    />
  );
}

const addCodesForm: FormConfig<never, Values, { count: number }> = {
  ns: 'code-groups',
  Fields: CountField,
  testId: 'add-codes-form',
  toBody: (v) => ({ count: v.count! }),
};

/**
 * /subscriptions-codes/:id/add: more codes for a group (all or none), at the
 * group's price, their progress shown while they are made; then back to the
 * group's page, its codes shown for the new batch, ready to print.
 */
export default function AddGroupCodesPage() {
  const { t } = useTranslation(['code-groups', 'common']);
  const heading = useScreenHeading();
  const nameOf = useNameOf();
  const { id = '' } = useParams();
  const group = codeGroups.useOne(id);
  const add = useAddGroupCodes(id);
  const g = group.data;
  const back = `/subscriptions-codes/${id}`;
  if (!g)
    return (
      <RecordPending
        query={group}
        failure={(error) => (
          <LoadFailure error={error} extra={<BackButton to="/subscriptions-codes">{t('backToList')}</BackButton>} />
        )}
      />
    );
  return (
    <BatchFormPage
      config={addCodesForm}
      {...heading}
      before={
        <Card style={{ marginBlockEnd: 16 }}>
          <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="group-summary">
            <Descriptions.Item label={t('fields.title')}>
              <span lang={langOf(g.title)}>{g.title}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.contents')}>
              <GroupContents group={g} nameOf={nameOf} separator={t('common:listSeparator')} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.price')}>
              <Money piastres={g.price} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.available_count')}>
              <NumberText value={g.available_count} />
            </Descriptions.Item>
          </Descriptions>
        </Card>
      }
      submitLabel={t('addCodes')}
      back={back}
      count={(body) => body.count}
      send={(body, key) => add.mutateAsync({ count: body.count, key })}
      done={(batch: CodeBatch) => ({
        message: t('messages.codesAdded', { count: batch.count }),
        // The new codes alone, to print them; clearing the batch filter shows them all.
        to: `${back}?batch_id=${batch.id}`,
      })}
    />
  );
}

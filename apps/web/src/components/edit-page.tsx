import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { App, Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useScreenHeading } from '../lib/screen-heading';
import { EntityForm, type FormConfig } from './entity-form';
import { PageHeader } from './page-header';
import { RecordPending } from './record-page';

/**
 * A record's edit page (`/courses/:id/edit`): the record asked for by the
 * route's id, then its form in a card, under the screen's breadcrumb with the
 * record's own crumb (`page(id)`) reading its name once known. Saved, the
 * `messages.updated` toast of the form's namespace and back to `page(id)`, as
 * on cancel; a record that cannot be shown, `failure(error)`.
 */
export function EditPage<Item extends { id: number }, Values, Body>(props: {
  resource: {
    useOne: (id: string) => UseQueryResult<Item>;
    useUpdate: () => UseMutationResult<unknown, Error, Body & { id: number }>;
  };
  config: FormConfig<Item, Values, Body>;
  /** The record's own page: `/courses/${id}`. */
  page: (id: string) => string;
  nameOf: (item: Item) => string;
  cardClassName: string;
  failure: (error: unknown) => ReactNode;
}) {
  const { config } = props;
  const { t } = useTranslation([config.ns, 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { id = '' } = useParams();
  const record = props.resource.useOne(id);
  const save = props.resource.useUpdate();
  const item = record.data;
  if (!item) return <RecordPending query={record} failure={props.failure} />;

  const page = props.page(id);
  // The record's crumb reads its name once it is known.
  const crumbs = heading.crumbs.map((crumb) => (crumb.to === page ? { ...crumb, title: props.nameOf(item) } : crumb));
  return (
    <>
      <PageHeader title={heading.title} crumbs={crumbs} />
      <Card className={`form-card ${props.cardClassName}`}>
        <EntityForm
          config={config}
          mode="edit"
          item={item}
          submitLabel={t('common:actions.save')}
          onCancel={() => navigate(page)}
          onSubmit={async (body) => {
            await save.mutateAsync({ ...body, id: item.id });
            void message.success(t('messages.updated'));
            navigate(page);
          }}
        />
      </Card>
    </>
  );
}

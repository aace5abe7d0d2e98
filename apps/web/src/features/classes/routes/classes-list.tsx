import { ApartmentOutlined } from '@ant-design/icons';
import { classesResource, stagesResource, type Class } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useScreenHeading } from '../../../lib/screen-heading';
import { EntityList } from '../../../components/entity-list';
import { LazyTooltip } from '../../../components/lazy-popups';
import { IconButtonLook } from '../../../components/looks';
import { createdColumn, nameColumns, NotFoundPage } from '../../../components/name-fields';
import { numberCells } from '../../../components/number-text';
import { useNameOf } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';
import { classForm } from '../components/class-form';

const classes = defineResource(classesResource);
const stages = defineResource(stagesResource);

/** /levels/:id/classes: the classes of one academic stage, each with its systems one click away. */
export default function ClassesListPage() {
  const { t } = useTranslation(['classes', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const nameOf = useNameOf();
  const stageId = Number(useParams().id);
  const stage = stages.useOne(stageId);
  const title = stage.data ? t('titleOf', { stage: nameOf(stage.data) }) : heading.title;
  const crumbs = [...heading.crumbs.slice(0, -1), { title }];

  if (stage.isError) {
    return <NotFoundPage title={title} crumbs={crumbs} back="/levels" backLabel={t('common:actions.back')} t={t} />;
  }

  return (
    <EntityList
      config={{
        resource: classes,
        ns: 'classes',
        header: { title, crumbs },
        sort: 'sort_order',
        scope: { stage_id: stageId },
        add: { dialog: ({ total }) => ({ sort_order: total + 1 }) },
        form: classForm(stageId),
        nameOf,
        columns: [
          {
            title: t('fields.sort_order'),
            dataIndex: 'sort_order',
            sortField: 'sort_order',
            ...numberCells,
          },
          ...nameColumns<Class>(t),
          {
            title: t('fields.system_count'),
            dataIndex: 'system_count',
            render: (n: number, c) => <Link to={`/classes/${c.id}/systems`}>{t('systemCount', { count: n })}</Link>,
          },
          {
            title: t('fields.specialization_count'),
            dataIndex: 'specialization_count',
            render: (n: number) => t('specializationCount', { count: n }),
          },
          createdColumn<Class>(t),
        ],
        actions: {
          before: (c) => (
            <LazyTooltip title={t('systemsOf')}>
              <IconButtonLook
                icon={<ApartmentOutlined />}
                aria-label={`${t('systemsOf')}: ${nameOf(c)}`}
                onClick={() => navigate(`/classes/${c.id}/systems`)}
              />
            </LazyTooltip>
          ),
        },
      }}
    />
  );
}

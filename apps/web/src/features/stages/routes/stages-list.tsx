import { UnorderedListOutlined } from '@ant-design/icons';
import { stagesResource, type Stage } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useScreenHeading } from '../../../lib/screen-heading';
import { EntityList } from '../../../components/entity-list';
import { LazyTooltip } from '../../../components/lazy-popups';
import { IconButtonLook } from '../../../components/looks';
import { createdColumn, nameColumns } from '../../../components/name-fields';
import { numberCells } from '../../../components/number-text';
import { useNameOf } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';

const stages = defineResource(stagesResource);

/** /levels: the academic stages, with their classes one click away. */
export default function StagesListPage() {
  const { t } = useTranslation(['stages', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const nameOf = useNameOf();
  return (
    <EntityList
      config={{
        resource: stages,
        ns: 'stages',
        header: heading,
        sort: 'sort_order',
        add: { to: '/levels/add' },
        form: () => import('../components/stage-form').then((m) => m.stageForm),
        nameOf,
        columns: [
          { title: t('fields.code'), dataIndex: 'code', sortField: 'code', render: (v: string) => <bdi>{v}</bdi> },
          ...nameColumns<Stage>(t),
          {
            title: t('fields.sort_order'),
            dataIndex: 'sort_order',
            sortField: 'sort_order',
            ...numberCells,
          },
          {
            title: t('fields.class_count'),
            dataIndex: 'class_count',
            render: (n: number, s) => <Link to={`/levels/${s.id}/classes`}>{t('classCount', { count: n })}</Link>,
          },
          createdColumn<Stage>(t),
        ],
        actions: {
          before: (s) => (
            <LazyTooltip title={t('classesOf')}>
              <IconButtonLook
                icon={<UnorderedListOutlined />}
                aria-label={`${t('classesOf')}: ${nameOf(s)}`}
                onClick={() => navigate(`/levels/${s.id}/classes`)}
              />
            </LazyTooltip>
          ),
        },
      }}
    />
  );
}

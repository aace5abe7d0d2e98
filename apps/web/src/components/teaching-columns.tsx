import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { langOf } from '../lib/names';
import type { DataColumn } from './data-table';
import { LazyTooltip } from './lazy-popups';
import { IconButtonLook } from './looks';
import { moneyCells } from './money';

interface Named {
  name_ar: string;
  name_en: string;
}

/** A record taught to a class (a course, a curriculum), as a list's row carries it. */
interface Taught {
  teacher: { name: string };
  class: Named;
  subject: Named;
}

/**
 * A list's teacher (left out of a teacher's own list: it holds his or her
 * records only), class and subject columns, labelled by the list's namespace
 * (`fields.teacher|class|subject`).
 */
export function teachingColumns<T extends Taught>(
  t: TFunction,
  nameOf: (x: Named) => string,
  withTeacher: boolean,
): DataColumn<T>[] {
  return [
    ...(withTeacher
      ? [
          {
            title: t('fields.teacher'),
            dataIndex: 'teacher',
            render: (_: unknown, x: T) => <span lang={langOf(x.teacher.name)}>{x.teacher.name}</span>,
          },
        ]
      : []),
    { title: t('fields.class'), dataIndex: 'class', render: (_: unknown, x: T) => nameOf(x.class) },
    { title: t('fields.subject'), dataIndex: 'subject', render: (_: unknown, x: T) => nameOf(x.subject) },
  ];
}

/** The price column (`fields.price`), in piastres shown as money, sortable. */
export function priceColumn<T extends { price: number }>(t: TFunction): DataColumn<T> {
  return {
    title: t('fields.price'),
    dataIndex: 'price',
    sortField: 'price',
    ...moneyCells,
  };
}

/**
 * A row's view and edit buttons for a record with pages of its own
 * (`<page>` and `<page>/edit`, not a dialog), named with the row's name: a
 * function, not a component, so that no row holds hooks of its own.
 */
export function viewEditButtons(props: {
  navigate: (to: string) => void;
  page: string;
  name: string;
  viewLabel: string;
  editLabel: string;
}) {
  const { navigate } = props;
  return (
    <>
      <LazyTooltip title={props.viewLabel}>
        <IconButtonLook
          icon={<EyeOutlined />}
          aria-label={`${props.viewLabel}: ${props.name}`}
          onClick={() => navigate(props.page)}
        />
      </LazyTooltip>
      <IconButtonLook
        icon={<EditOutlined />}
        aria-label={`${props.editLabel}: ${props.name}`}
        onClick={() => navigate(`${props.page}/edit`)}
      />
    </>
  );
}

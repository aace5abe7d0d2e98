import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { App, Button, Empty } from 'antd';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/form';
import { ApiError } from '../lib/http';
import { DeleteButton } from './delete-button';
import { FormDialog, type DialogState, type FormConfig } from './entity-form';
import { LazyTooltip } from './lazy-popups';
import { IconButtonLook } from './looks';
import './ordered-list.css';

/**
 * The records of a parent kept in an order of their own (a curriculum's units,
 * a unit's lessons), each a line with its edit and delete, and an add button
 * under them. The order changes by dragging a line's handle (mouse or finger;
 * `@dnd-kit`, fetched with the pages that show such a list) and, by keyboard
 * alone, with each line's move up and move down buttons; the focus stays on
 * the moved line's button and a live region says where it went. The new
 * order shows at once and is sent whole (`reorder`, the API's `PUT …/order`);
 * a refusal puts the server's order back and says why.
 *
 * Catalogue keys read from `ns` (the records'): `add`, `edit`,
 * `confirmDelete` ({name}), `messages.created|updated|deleted`; from `orderNs`:
 * `moveUp`, `moveDown`, `dragHandle` ({name}), `messages.reordered`, `moved`, `drag.pickedUp`,
 * `drag.over`, `drag.dropped` ({name}, {position}, {total}), `drag.cancelled`
 * ({name}), `drag.instructions`.
 */
export interface OrderedListProps<T extends { id: number }, E extends { id: number }, V, B> {
  items: readonly T[];
  ns: string;
  orderNs: string;
  /** The list's accessible name. */
  label: string;
  nameOf: (item: T) => string;
  /** A line's content: its title (a link), its counts. */
  render: (item: T) => ReactNode;
  /** What sits under a line (a unit's lessons). */
  below?: (item: T) => ReactNode;
  /** Shown when there are none. */
  empty: string;
  /**
   * The add and edit dialogs' form, or its loader (`() => import('./x-forms').then((m) => m.xForm)`),
   * which keeps its schemas out of the page until a dialog first opens. Without it (an exam's
   * questions, edited in their bank) the lines have no edit button and the list no add button.
   */
  form?: FormConfig<E, V, B> | (() => Promise<FormConfig<E, V, B>>);
  /** The whole record the edit dialog starts from (a line may carry less: an outline's lesson has no description). */
  editable?: (item: T) => E | Promise<E>;
  add?: { label: string; create: (body: B) => Promise<unknown> };
  /** Saves the edit dialog's body on the record of this id. */
  save?: (id: number, body: B) => Promise<unknown>;
  remove: (item: T) => Promise<unknown>;
  /** Every record's id, once, in the new order. */
  reorder: (ids: number[]) => Promise<unknown>;
  testId?: string;
}

/** A drag moves a line up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export function OrderedList<T extends { id: number }, E extends { id: number }, V, B>(
  props: OrderedListProps<T, E, V, B>,
) {
  const { items, ns, orderNs, nameOf } = props;
  const { t } = useTranslation([ns, orderNs, 'common']);
  const { message } = App.useApp();
  const listRef = useRef<HTMLOListElement>(null);
  // The order shown while a new one is on its way to the server, then the server's again.
  const [local, setLocal] = useState<number[] | null>(null);
  const pending = useRef(0);
  // Each new order goes to the server after the one before it has been answered, so two quick moves
  // cannot arrive the other way round and leave the first one's order standing.
  const sent = useRef<Promise<unknown>>(Promise.resolve());
  const focusAfter = useRef<{ id: number; dir: 'up' | 'down' } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dialog, setDialog] = useState<DialogState<E, V>>(null);
  const [form, setForm] = useState(() => (typeof props.form === 'function' ? undefined : props.form));
  const [editing, setEditing] = useState<T | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  const byId = new Map(items.map((item) => [item.id, item]));
  const ids = local
    ? [...local.filter((id) => byId.has(id)), ...items.map((i) => i.id).filter((id) => !local.includes(id))]
    : items.map((i) => i.id);
  const shown = ids.map((id) => byId.get(id)!);
  const total = shown.length;
  const nameById = (id: UniqueIdentifier) => {
    const item = byId.get(Number(id));
    return item ? nameOf(item) : '';
  };
  const place = (id: UniqueIdentifier) => ({
    position: ids.indexOf(Number(id)) + 1,
    total,
  });

  // After a move by keyboard, the focus follows the moved line's button (or its other one at an end).
  useLayoutEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const row = listRef.current?.querySelector(`:scope > li[data-id="${wanted.id}"] > .ordered-item-row`);
    const button = (dir: string) => row?.querySelector<HTMLButtonElement>(`button[data-move="${dir}"]:not(:disabled)`);
    (button(wanted.dir) ?? button(wanted.dir === 'up' ? 'down' : 'up'))?.focus();
  });

  async function move(id: number, to: number) {
    const from = ids.indexOf(id);
    if (from < 0 || to < 0 || to >= ids.length || from === to) return;
    const next = [...ids];
    next.splice(from, 1);
    next.splice(to, 0, id);
    pending.current += 1;
    setLocal(next);
    setAnnouncement(t(`${orderNs}:moved`, { name: nameById(id), position: to + 1, total }));
    const send = sent.current.then(() => props.reorder(next));
    sent.current = send.catch(() => undefined);
    try {
      await send;
    } catch (err) {
      void message.error(errorText(t, err instanceof ApiError ? err.code : 'server.error'));
      pending.current = 0;
      setLocal(null);
      return;
    }
    pending.current = Math.max(0, pending.current - 1);
    void message.success(t(`${orderNs}:messages.reordered`));
    // The server's order (fetched again by now) is shown once no other move is on its way.
    if (pending.current === 0) setLocal(null);
  }

  /** A move button's press: one place up or down, the focus kept on the line's buttons. */
  function moveByKey(id: number, dir: 'up' | 'down') {
    focusAfter.current = { id, dir };
    void move(id, ids.indexOf(id) + (dir === 'up' ? -1 : 1));
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => t(`${orderNs}:drag.pickedUp`, { name: nameById(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t(`${orderNs}:drag.over`, { name: nameById(active.id), ...place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t(`${orderNs}:drag.dropped`, { name: nameById(active.id), ...place(over.id) })
        : t(`${orderNs}:drag.cancelled`, { name: nameById(active.id) }),
    onDragCancel: ({ active }) => t(`${orderNs}:drag.cancelled`, { name: nameById(active.id) }),
  };

  const failed = (err: unknown) =>
    void message.error(errorText(t, err instanceof ApiError ? err.code : 'server.error'));

  /** Opens a dialog once its form (fetched when first needed) and its record are in. */
  async function openDialog(next: () => NonNullable<DialogState<E, V>> | Promise<NonNullable<DialogState<E, V>>>) {
    const [loaded, state] = await Promise.all([
      form ?? (typeof props.form === 'function' ? props.form() : props.form),
      next(),
    ]);
    setForm(loaded);
    setDialog(state);
  }

  async function openEdit(item: T) {
    setEditing(item);
    try {
      await openDialog(async () => ({ mode: 'edit', item: await props.editable!(item) }));
    } catch (err) {
      failed(err);
    } finally {
      setEditing(null);
    }
  }

  return (
    <div className="ordered-list-box" data-testid={props.testId}>
      {total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.empty} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[verticalOnly]}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t(`${orderNs}:drag.instructions`) } }}
          onDragEnd={({ active, over }) => {
            if (over && active.id !== over.id) void move(Number(active.id), ids.indexOf(Number(over.id)));
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="ordered-list" aria-label={props.label} ref={listRef}>
              {shown.map((item, index) => {
                const name = nameOf(item);
                return (
                  <OrderedLine
                    key={item.id}
                    id={item.id}
                    handleLabel={t(`${orderNs}:dragHandle`, { name })}
                    below={props.below?.(item)}
                  >
                    <div className="ordered-item-main">{props.render(item)}</div>
                    <div className="ordered-item-actions">
                      <LazyTooltip title={t(`${orderNs}:moveUp`, { name })}>
                        <IconButtonLook
                          icon={<ArrowUpOutlined />}
                          data-move="up"
                          disabled={index === 0}
                          aria-label={t(`${orderNs}:moveUp`, { name })}
                          onClick={() => moveByKey(item.id, 'up')}
                        />
                      </LazyTooltip>
                      <LazyTooltip title={t(`${orderNs}:moveDown`, { name })}>
                        <IconButtonLook
                          icon={<ArrowDownOutlined />}
                          data-move="down"
                          disabled={index === total - 1}
                          aria-label={t(`${orderNs}:moveDown`, { name })}
                          onClick={() => moveByKey(item.id, 'down')}
                        />
                      </LazyTooltip>
                      {props.form && props.editable && (
                        <IconButtonLook
                          icon={<EditOutlined />}
                          aria-label={`${t('common:actions.edit')}: ${name}`}
                          aria-busy={editing?.id === item.id || undefined}
                          onClick={() => void openEdit(item)}
                        />
                      )}
                      <DeleteButton
                        label={`${t('common:actions.delete')}: ${name}`}
                        confirm={t(`${ns}:confirmDelete`, { name })}
                        success={t(`${ns}:messages.deleted`)}
                        onDelete={() => props.remove(item)}
                      />
                    </div>
                  </OrderedLine>
                );
              })}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div role="status" className="sr-only">
        {announcement}
      </div>
      {props.add && (
        <Button
          icon={<PlusOutlined />}
          className="ordered-list-add"
          onClick={() => openDialog(() => ({ mode: 'create' })).catch(failed)}
        >
          {props.add.label}
        </Button>
      )}
      {form && (
        <FormDialog
          config={form}
          state={dialog}
          save={(body, state) => (state.mode === 'create' ? props.add!.create(body) : props.save!(state.item.id, body))}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** One line: the drag handle (for a pointer: the move buttons are the keyboard's way), the content, what is under it. */
function OrderedLine(props: { id: number; handleLabel: string; children: ReactNode; below?: ReactNode }) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: props.id,
  });
  return (
    <li
      ref={setNodeRef}
      data-id={props.id}
      className={isDragging ? 'ordered-item ordered-item-dragging' : 'ordered-item'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className="ordered-item-row">
        <span
          ref={setActivatorNodeRef}
          {...listeners}
          className="ordered-item-handle"
          title={props.handleLabel}
          aria-hidden="true"
          data-testid="drag-handle"
        >
          <HolderOutlined />
        </span>
        {props.children}
      </div>
      {props.below && <div className="ordered-item-below">{props.below}</div>}
    </li>
  );
}

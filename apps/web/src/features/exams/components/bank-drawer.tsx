import { formatNumber, questionsResource, questionTypes, type Exam, type Question } from '@dashboard/contracts';
import { App, Button, Checkbox, Drawer, Empty, Flex, Pagination, Select, Tag, Typography } from 'antd';
import { cloneElement, isValidElement, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRefusal } from '../../../components/list-refusal';
import { Pending } from '../../../components/pending';
import { SearchBox } from '../../../components/search-box';
import { useLanguage } from '../../../i18n/language';
import { errorText } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { defineResource } from '../../../lib/resource';
import { useQuestionName } from './question-name';

const questions = defineResource(questionsResource);
const PAGE_SIZE = 10;

/**
 * "Add questions from the bank": the exam's bank (its course's or its
 * curriculum's), searched and filtered by type on the server a page at a
 * time, each question a checkbox; those already in the exam show checked and
 * fixed. Saving sends the exam's whole ordered list: its questions, then the
 * chosen ones in the order they were chosen.
 */
export function BankDrawer(props: {
  exam: Exam;
  current: number[];
  onSave: (ids: number[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['exam-questions', 'questions', 'common']);
  const lang = useLanguage();
  const { message } = App.useApp();
  const questionName = useQuestionName();
  const { exam } = props;
  const [q, setQ] = useState('');
  const [type, setType] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const { current } = props;
  const inExam = useMemo(() => new Set(current), [current]);
  const query = {
    page,
    pageSize: PAGE_SIZE,
    sort: '-created_at',
    ...(exam.course_id ? { course_id: exam.course_id } : { curriculum_id: exam.curriculum_id ?? 0 }),
    ...(q ? { q } : {}),
    ...(type ? { type } : {}),
  };
  const list = questions.useList(query);

  async function save() {
    setBusy(true);
    try {
      await props.onSave([...props.current, ...chosen]);
      void message.success(t('messages.questionsAdded', { count: chosen.length }));
      props.onClose();
    } catch (err) {
      void message.error(errorText(t, err instanceof ApiError ? err.code : 'server.error'));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (id: number, on: boolean) =>
    setChosen((now) => (on ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id)));

  const items: Question[] = list.data?.items ?? [];
  return (
    <Drawer
      open
      title={t('bank.title')}
      onClose={props.onClose}
      size="large"
      destroyOnHidden
      data-testid="bank-drawer"
      footer={
        <Flex justify="space-between" align="center" gap={12} wrap>
          <span role="status">{t('bank.chosen', { count: chosen.length })}</span>
          <Flex gap={8}>
            <Button onClick={props.onClose}>{t('common:actions.cancel')}</Button>
            <Button type="primary" disabled={chosen.length === 0} loading={busy} onClick={() => void save()}>
              {t('bank.save')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={12} wrap>
          <SearchBox
            value={q}
            placeholder={t('bank.search')}
            onSearch={(text) => {
              setQ(text);
              setPage(1);
            }}
          />
          <Select
            allowClear
            style={{ inlineSize: 180 }}
            aria-label={t('bank.type')}
            placeholder={t('bank.type')}
            value={type}
            options={questionTypes.map((x) => ({ value: x, label: t(`questions:types.${x}`) }))}
            onChange={(v?: string) => {
              setType(v);
              setPage(1);
            }}
            data-testid="bank-type"
          />
        </Flex>
        {list.error && !list.data ? (
          // Why the bank shows nothing (its search refused, the server's failure), not a skeleton for ever.
          <ListRefusal error={list.error} />
        ) : !list.data ? (
          <Pending rows={6} />
        ) : items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bank.empty')} />
        ) : (
          <ul className="bank-list" aria-busy={list.isFetching || undefined}>
            {items.map((question) => {
              const fixed = inExam.has(question.id);
              const name = questionName(question);
              return (
                <li key={question.id} className="bank-item">
                  <Checkbox
                    checked={fixed || chosen.includes(question.id)}
                    disabled={fixed}
                    onChange={(e) => toggle(question.id, e.target.checked)}
                    aria-label={t('bank.choose', { name })}
                  >
                    <span dir="auto">{name}</span>
                  </Checkbox>
                  <Flex gap={8} align="center" wrap className="bank-item-meta">
                    <Tag>{t(`questions:types.${question.type}`)}</Tag>
                    <Typography.Text type="secondary">
                      {t('questions:pointsCount', { count: question.points })}
                    </Typography.Text>
                    {fixed && <Typography.Text type="secondary">{t('bank.inExam')}</Typography.Text>}
                  </Flex>
                </li>
              );
            })}
          </ul>
        )}
        {list.data && list.data.total > PAGE_SIZE && (
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            onChange={setPage}
            showTotal={(total) => t('common:table.total', { count: total })}
            // Page numbers in the user's digits, previous and next named, as the list kit's pager does.
            itemRender={(n, kind, el) =>
              !isValidElement(el)
                ? el
                : kind === 'page'
                  ? cloneElement(el as ReactElement<{ children?: ReactNode }>, undefined, formatNumber(n, lang))
                  : kind === 'prev' || kind === 'next'
                    ? cloneElement(el as ReactElement<{ 'aria-label'?: string }>, {
                        'aria-label': t(kind === 'prev' ? 'common:table.previousPage' : 'common:table.nextPage'),
                      })
                    : el
            }
          />
        )}
      </Flex>
    </Drawer>
  );
}

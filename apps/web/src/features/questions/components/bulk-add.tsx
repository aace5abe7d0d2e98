import { CheckOutlined, FileExcelOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import {
  lessonsResource,
  questionsResource,
  unitsResource,
  type QuestionImportError,
  type QuestionImportResult,
} from '@dashboard/contracts';
import { Alert, App, Button, Flex, Form, Modal, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberCells } from '../../../components/number-text';
import { RemoteSelect, useTitleOf } from '../../../components/remote-select';
import { apiBase } from '../../../lib/config';
import { errorText } from '../../../lib/form';
import { ApiError, http } from '../../../lib/http';
import { defineResource } from '../../../lib/resource';
import type { BankKind } from './question-bank';

const questions = defineResource(questionsResource);
const units = defineResource(unitsResource);
const lessons = defineResource(lessonsResource);

/** The refused cells of a save, from the problem's field errors (each carries its row and column). */
function refusedCells(error: ApiError): QuestionImportError[] {
  return error.errors
    .filter((e) => typeof e.params?.row === 'number')
    .map((e) => {
      const { row, column, ...params } = e.params as Record<string, string | number>;
      return { row: Number(row), column: String(column), code: e.code, params };
    });
}

/**
 * Bulk add: the template in the user's language (CSV or XLSX), the filled
 * file checked first (a dry run: every refused cell listed with its row,
 * column and reason in the user's language), then saved, all or none.
 */
export function BulkAddDialog({ kind, bankId, onClose }: { kind: BankKind; bankId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation(['questions', 'common']);
  const { message } = App.useApp();
  const titleOf = useTitleOf();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const [file, setFile] = useState<File | null>(null);
  const [unitId, setUnitId] = useState<number | null>(null);
  const [lessonId, setLessonId] = useState<number | null>(null);
  const [checked, setChecked] = useState<QuestionImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = (dryRun: boolean) => {
    const form = new FormData();
    form.append(kind === 'course' ? 'course_id' : 'curriculum_id', String(bankId));
    if (unitId) form.append('unit_id', String(unitId));
    if (lessonId) form.append('lesson_id', String(lessonId));
    form.append('file', file!);
    return http<QuestionImportResult>('/questions/import', { method: 'POST', query: { dryRun }, body: form });
  };
  const save = questions.useAction(() => send(false));

  async function run(dryRun: boolean) {
    setBusy(true);
    setFailure(null);
    try {
      if (dryRun) {
        setChecked(await send(true));
        return;
      }
      const saved = await save.mutateAsync(undefined);
      void message.success(t('messages.imported', { count: saved.saved }));
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'question.import_invalid') {
        const errors = refusedCells(err);
        setChecked({ total: checked?.total ?? 0, valid: 0, saved: 0, errors });
      } else {
        setChecked(null);
        setFailure(
          errorText(
            t,
            err instanceof ApiError ? err.code : 'server.error',
            err instanceof ApiError ? err.errors[0]?.params : undefined,
          ),
        );
      }
    } finally {
      setBusy(false);
    }
  }

  const template = (format: 'csv' | 'xlsx') => `${apiBase}/questions/template?format=${format}&lang=${lang}`;
  const good = checked !== null && checked.errors.length === 0 && checked.valid > 0;
  return (
    <Modal open title={t('bulk.title')} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <Flex vertical gap={16} data-testid="bulk-add-dialog">
        <Typography.Paragraph style={{ margin: 0 }}>{t('bulk.intro')}</Typography.Paragraph>
        <Flex gap={12} wrap>
          <Button icon={<FileTextOutlined />} href={template('csv')} download>
            {t('bulk.templateCsv')}
          </Button>
          <Button icon={<FileExcelOutlined />} href={template('xlsx')} download>
            {t('bulk.templateXlsx')}
          </Button>
        </Flex>
        <Form layout="vertical" component="div">
          {kind === 'curriculum' && (
            <Flex gap={12} wrap>
              <Form.Item label={t('fields.unit_id')} extra={t('bulk.unitHint')} style={{ flex: '1 1 220px' }}>
                <RemoteSelect
                  resource={units}
                  scope={{ curriculum_id: bankId }}
                  labelOf={titleOf}
                  allowClear
                  aria-label={t('fields.unit_id')}
                  value={unitId}
                  onChange={(v) => {
                    setUnitId((v as number | undefined) ?? null);
                    setLessonId(null);
                    setChecked(null);
                  }}
                />
              </Form.Item>
              <Form.Item label={t('fields.lesson_id')} style={{ flex: '1 1 220px' }}>
                <RemoteSelect
                  resource={lessons}
                  scope={{ curriculum_id: bankId, ...(unitId ? { unit_id: unitId } : {}) }}
                  labelOf={titleOf}
                  allowClear
                  aria-label={t('fields.lesson_id')}
                  value={lessonId}
                  onChange={(v) => {
                    setLessonId((v as number | undefined) ?? null);
                    setChecked(null);
                  }}
                />
              </Form.Item>
            </Flex>
          )}
          <Form.Item label={t('bulk.file')}>
            <Upload
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              maxCount={1}
              fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
              beforeUpload={(picked) => {
                setFile(picked);
                setChecked(null);
                setFailure(null);
                // Kept here and sent with the check, not uploaded on its own.
                return false;
              }}
              onRemove={() => {
                setFile(null);
                setChecked(null);
              }}
            >
              <Button icon={<UploadOutlined />}>{t('bulk.choose')}</Button>
            </Upload>
          </Form.Item>
        </Form>
        <Flex gap={12} wrap>
          <Button icon={<CheckOutlined />} disabled={!file} loading={busy && !good} onClick={() => void run(true)}>
            {t('bulk.check')}
          </Button>
          {good && (
            <Button type="primary" loading={busy} onClick={() => void run(false)}>
              {t('bulk.save', { count: checked?.valid ?? 0 })}
            </Button>
          )}
        </Flex>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        {checked && good && (
          <Alert type="success" showIcon role="status" title={t('bulk.allGood', { count: checked.valid })} />
        )}
        {checked && checked.errors.length > 0 && (
          <>
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('bulk.badRows')}
              description={t('bulk.checked', { valid: checked.valid, total: checked.total, count: checked.total })}
            />
            <Table<QuestionImportError & { key: number }>
              size="small"
              pagination={checked.errors.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
              dataSource={checked.errors.map((e, key) => ({ ...e, key }))}
              data-testid="import-errors"
              columns={[
                {
                  title: t('bulk.row'),
                  dataIndex: 'row',
                  width: 80,
                  ...numberCells,
                },
                { title: t('bulk.column'), dataIndex: 'column', render: (c: string) => <bdi>{c}</bdi> },
                {
                  title: t('bulk.reason'),
                  dataIndex: 'code',
                  render: (code: string, e) => errorText(t, code, e.params),
                },
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}

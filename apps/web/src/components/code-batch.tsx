import { codeLimits, formatNumber, type CodeProgress } from '@dashboard/contracts';
import { App, Card, Form, type FormRule } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../i18n/language';
import { http } from '../lib/http';
import { newIdempotencyKey } from '../lib/idempotency';
import { EntityForm, type FormConfig } from './entity-form';
import { PageHeader, type Crumb } from './page-header';
import { WholeNumberInput } from './whole-number-input';
import './code-batch.css';

// Shared by the secret codes' screens and the code groups' (a feature imports no other).

/**
 * How many codes a batch makes (the form's `count`): a whole number from 1
 * to the contracts' `codeLimits.batchMax`, which `hint` is given to say.
 */
export function CodeCountField(props: {
  label: string;
  hint: (max: number) => string;
  rule: FormRule;
  testId: string;
}) {
  return (
    <Form.Item name="count" label={props.label} extra={props.hint(codeLimits.batchMax)} rules={[props.rule]}>
      <WholeNumberInput min={1} max={codeLimits.batchMax} block data-testid={props.testId} />
    </Form.Item>
  );
}

/** How often a batch's progress is asked for while it is made. */
export const PROGRESS_POLL_MS = 300;

/**
 * A batch of codes made by one request (`POST /codes`, `/code-groups`,
 * `/code-groups/:id/codes`), with how far it has got. `run(total, send)`
 * sends the request with the form's `Idempotency-Key` and, until it answers,
 * asks `GET /codes/progress?key=` every 300 ms (404 until the batch has
 * started). The key stands for one intended batch: kept while the form is
 * tried again after a failure (a retry after a lost answer makes nothing
 * twice; a refused request keeps nothing, so changed values may be sent
 * with it), and a new one after a success.
 */
export function useCodeBatch() {
  const key = useRef<string | null>(null);
  const [progress, setProgress] = useState<CodeProgress | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  async function run<T>(total: number, send: (key: string) => Promise<T>): Promise<T> {
    key.current ??= newIdempotencyKey();
    const sent = key.current;
    let running = true;
    setProgress({ done: 0, total });
    void (async () => {
      while (running && live.current) {
        await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS));
        if (!running || !live.current) break;
        try {
          const now = await http<CodeProgress>('/codes/progress', { query: { key: sent }, quiet: true });
          if (running && live.current) setProgress(now);
        } catch {
          // 404 until the batch has started: asked again.
        }
      }
    })();
    try {
      const answer = await send(sent);
      key.current = null;
      if (live.current) setProgress({ done: total, total });
      return answer;
    } catch (err) {
      if (live.current) setProgress(null);
      throw err;
    } finally {
      running = false;
    }
  }

  /** Whether the page is still shown (a batch outlives a page left while it was made). */
  const shown = () => live.current;
  return { run, progress, shown };
}

/**
 * How far a batch has got: the platform's own progress bar (named, its value
 * in words too; Ant Design's, which only the file upload uses besides, would
 * move into a chunk of its own and cost the upload's pages the split), the
 * share and the count in the user's digits.
 */
export function BatchProgress({ progress }: { progress: CodeProgress | null }) {
  const { t } = useTranslation(['codes', 'common']);
  const lang = useLanguage();
  if (!progress) return null;
  const share = progress.total ? Math.min(1, progress.done / progress.total) : 0;
  const text = t('progress.made', { done: progress.done, total: progress.total, count: progress.total });
  return (
    <div className="code-batch-progress" data-testid="batch-progress">
      <div className="code-batch-line">
        <progress
          className="code-batch-bar"
          value={progress.done}
          max={Math.max(progress.total, 1)}
          aria-label={t('progress.label')}
          aria-valuetext={text}
        />
        <span aria-hidden="true">{formatNumber(Math.floor(share * 100) / 100, lang, { style: 'percent' })}</span>
      </div>
      <div>{text}</div>
    </div>
  );
}

/**
 * A page whose form makes a batch of codes (generate codes, add a code group,
 * add codes to a group): the header, what `before` shows (the group), the
 * form in a card with the batch's progress under it while it is made; once
 * made, the toast `done` says and the page it names. Cancel goes `back`.
 */
export function BatchFormPage<Values, Body, Made>(props: {
  config: FormConfig<never, Values, Body>;
  title: string;
  crumbs: Crumb[];
  before?: ReactNode;
  submitLabel: string;
  back: string;
  /** How many codes the request makes. */
  count: (body: Body) => number;
  send: (body: Body, key: string) => Promise<Made>;
  done: (made: Made) => { message: string; to: string; state?: unknown };
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const batch = useCodeBatch();
  return (
    <>
      <PageHeader title={props.title} crumbs={props.crumbs} />
      {props.before}
      <Card className="form-card">
        <EntityForm
          config={props.config}
          mode="create"
          submitLabel={props.submitLabel}
          onCancel={() => navigate(props.back)}
          onSubmit={async (body) => {
            const made = await batch.run(props.count(body), (key) => props.send(body, key));
            const next = props.done(made);
            void message.success(next.message);
            // Left while the batch was made: the toast says it is done; the user stays where they went.
            if (batch.shown()) navigate(next.to, { state: next.state });
          }}
        />
        <BatchProgress progress={batch.progress} />
      </Card>
    </>
  );
}

import type { TimelineEvent } from '@dashboard/contracts';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { LoadFailure } from '../../../components/load-failure';
import { Money } from '../../../components/money';
import { Pending } from '../../../components/pending';
import { SectionTitle } from '../../../components/record-page';
import { useNameOf } from '../../../components/remote-select';
import { langOf } from '../../../lib/names';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useTimeline } from '../api/timeline';
import { SignedMoney, TenthsPercent } from './student-values';

/** Who did it, when recorded: "by" a staff member or an API key, the name as it was written. */
function Actor({ actor }: { actor: NonNullable<TimelineEvent['actor']> }) {
  const { t } = useTranslation(['students', 'common']);
  return (
    <span className="student-timeline-actor">
      {t(actor.kind === 'key' ? 'timeline.byKey' : 'timeline.by')} <bdi lang={langOf(actor.name)}>{actor.name}</bdi>
    </span>
  );
}

/**
 * What an event says beside its kind: the content or exam, the money, the
 * code and what it did (credited the wallet, or the subscriptions it opened:
 * its price is theirs, so they are no events of their own), the mark, who.
 */
function EventDetail({ event }: { event: TimelineEvent }) {
  const { t } = useTranslation(['students', 'common']);
  const nameOf = useNameOf();
  const parts = [];
  if (event.subject) parts.push(<span key="subject">{nameOf(event.subject)}</span>);
  if (event.kind === 'wallet' && event.amount !== null)
    parts.push(<SignedMoney key="amount" piastres={event.amount} />);
  else if (event.amount !== null) parts.push(<Money key="amount" piastres={event.amount} />);
  if (event.kind === 'wallet' && event.wallet_kind)
    parts.push(<span key="wallet">{t(`wallet.kinds.${event.wallet_kind}`)}</span>);
  if (event.code_kind === 'wallet') parts.push(<span key="credited">{t('timeline.credited')}</span>);
  if (event.opened?.length)
    parts.push(
      <span key="opened">
        {t('timeline.opened')} {event.opened.map((s) => nameOf(s.content)).join(t('common:listSeparator'))}
      </span>,
    );
  if (event.note)
    parts.push(
      event.kind === 'code' ? (
        <bdi key="note" dir="ltr" className="student-code">
          {event.note}
        </bdi>
      ) : (
        <bdi key="note">{event.note}</bdi>
      ),
    );
  if (event.percent !== null) parts.push(<TenthsPercent key="percent" tenths={event.percent} />);
  if (event.passed !== null)
    parts.push(
      <Tag key="passed" className={event.passed ? 'tone-positive' : 'tone-negative'}>
        {t(event.passed ? 'timeline.passed' : 'timeline.failed')}
      </Tag>,
    );
  if (event.actor) parts.push(<Actor key="actor" actor={event.actor} />);
  return (
    <Flex wrap gap={8} align="center">
      {parts}
    </Flex>
  );
}

/**
 * A student's timeline (admins and support agents), newest first:
 * subscriptions added and renewed, each deletion and restoration of one, the
 * wallet's manual moves, codes redeemed, exams handed in. Read as the user scrolls near it; "show older
 * events" reads on.
 */
export function TimelineCard({ studentId }: { studentId: number }) {
  const { t } = useTranslation(['students', 'common']);
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <Card title={<SectionTitle>{t('timeline.title')}</SectionTitle>}>
      <div ref={ref}>{near ? <TimelineList studentId={studentId} /> : <Pending rows={3} />}</div>
    </Card>
  );
}

function TimelineList({ studentId }: { studentId: number }) {
  const { t } = useTranslation(['students', 'common']);
  const timeline = useTimeline(studentId);
  if (timeline.isError) return <LoadFailure error={timeline.error} />;
  if (!timeline.data) return <Pending rows={3} />;
  const events = timeline.data.pages.flatMap((p) => p.items);
  if (events.length === 0) return <Empty description={t('timeline.empty')} />;
  return (
    <Flex vertical gap={12}>
      <ol className="student-timeline" data-testid="student-timeline">
        {events.map((e) => (
          <li key={e.id} className={`student-timeline-event timeline-${e.kind}`}>
            <Typography.Text type="secondary" className="student-timeline-when">
              <DateText value={e.at} time />
            </Typography.Text>
            <Typography.Text strong>{t(`timeline.kinds.${e.kind}`)}</Typography.Text>
            <EventDetail event={e} />
          </li>
        ))}
      </ol>
      {timeline.hasNextPage && (
        <div>
          <Button onClick={() => void timeline.fetchNextPage()} loading={timeline.isFetchingNextPage}>
            {t('timeline.more')}
          </Button>
        </div>
      )}
    </Flex>
  );
}

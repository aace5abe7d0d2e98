import { formatDate, formatMoney } from '@dashboard/contracts';
import { useLanguage } from '../i18n/language';
import { labelStep, summaryBars, tallest, type DayAmount } from '../lib/daily-bars';
import { useMediaQuery } from '../lib/use-media-query';
import { BarChart } from './bar-chart';

/** How many days are named under the chart: fewer on a phone. */
const MARKS = { wide: 10, narrow: 4 };

/**
 * Money paid a day (the payments report's range, the home page's 30 days),
 * a thin bar each (a month reads day by day, a year as a texture), every
 * few days named under it, the tallest day's amount on the top line; each
 * day's amount in the tooltip and, for a screen reader, in the chart's
 * table. Every text but the days and amounts comes from the caller. The
 * default export, so a page loads it lazily, with the figures it draws.
 */
export default function DailyMoneyChart(props: {
  days: readonly DayAmount[];
  caption: string;
  dayHeading: string;
  amountHeading: string;
  testId?: string;
}) {
  const lang = useLanguage();
  const narrow = useMediaQuery('(max-width: 575px)');
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, lang);
  // DD-MM: the year is in the caption.
  const shortDay = (d: string) => day(d).split('-').slice(0, 2).join('-');
  const money = (piastres: number) => formatMoney(piastres, lang);
  const step = labelStep(props.days.length, narrow ? MARKS.narrow : MARKS.wide);
  return (
    <BarChart
      dense
      caption={props.caption}
      labelHeading={props.dayHeading}
      valueHeading={props.amountHeading}
      maxText={money(tallest(props.days))}
      bars={summaryBars(props.days, step, { day, shortDay, money })}
      {...(props.testId ? { testId: props.testId } : {})}
    />
  );
}

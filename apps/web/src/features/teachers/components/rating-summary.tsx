import { formatNumber, isLocale, ratingStars, type TeacherRatings } from '@dashboard/contracts';
import { Card, Flex, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberText } from '../../../components/number-text';
import { langOf } from '../../../lib/names';
import { PersonAvatar } from '../../../components/person-avatar';

/**
 * A teacher's name, the average of all his or her ratings (stars and the
 * number, in the user's digits) and how many ratings gave each number of stars.
 */
export function RatingSummary({ data }: { data: TeacherRatings }) {
  const { t, i18n } = useTranslation('teachers');
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const average = formatNumber(data.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  const total = Math.max(1, data.count);

  return (
    <Card className="rating-summary" data-testid="rating-summary">
      <Flex gap={32} wrap align="center" justify="space-between">
        <Flex align="center" gap={16}>
          <PersonAvatar name={data.teacher.name} photoUrl={data.teacher.photo_url} size={64} />
          <div>
            <Typography.Title level={2} style={{ margin: 0 }} lang={langOf(data.teacher.name)}>
              {data.teacher.name}
            </Typography.Title>
            <Typography.Text type="secondary">{t('ratingCount', { count: data.count })}</Typography.Text>
          </div>
        </Flex>
        <Flex vertical align="center" gap={4}>
          <Typography.Text type="secondary">{t('ratings.average')}</Typography.Text>
          <span className="rating-average-number" data-testid="rating-average">
            {average}
          </span>
          {/* The stars repeat the number for the eye; a screen reader reads the text below. */}
          <span aria-hidden="true">
            <Rate disabled allowHalf value={Math.round(data.average * 2) / 2} />
          </span>
          <span className="sr-only">{t('ratings.averageOf', { value: average })}</span>
        </Flex>
        <section className="rating-distribution" aria-labelledby="rating-distribution-title">
          <Typography.Text strong id="rating-distribution-title">
            {t('ratings.distribution')}
          </Typography.Text>
          <ul className="rating-bars" data-testid="rating-distribution">
            {[...ratingStars].reverse().map((stars) => {
              const n = data.distribution[String(stars) as '1'];
              return (
                <li key={stars} data-stars={stars}>
                  <Flex align="center" gap={8}>
                    <span className="rating-bar-label">{t('ratings.stars', { count: stars })}</span>
                    <span className="rating-bar" aria-hidden="true">
                      <span
                        className="rating-bar-fill"
                        style={{ display: 'block', inlineSize: `${Math.round((n / total) * 100)}%` }}
                      />
                    </span>
                    <span className="rating-bar-count">
                      <span className="sr-only">: </span>
                      <NumberText value={n} />
                    </span>
                  </Flex>
                </li>
              );
            })}
          </ul>
        </section>
      </Flex>
    </Card>
  );
}

import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What a part of a screen shows while its data loads: grey lines, hidden from
 * a screen reader (Ant Design's are an empty heading and empty items), which
 * hears "Loading…" in the screen's language instead.
 */
export function Pending({ rows, title = true }: { rows: number; title?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t('common.loading')}</span>
      <div aria-hidden>
        <Skeleton active title={title} paragraph={{ rows }} />
      </div>
    </div>
  );
}

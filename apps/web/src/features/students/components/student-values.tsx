import { formatMoney } from '@dashboard/contracts';
import { PercentText } from '../../../components/percent-text';
import { useFixedT, useLanguage } from '../../../i18n/language';

/** A figure kept in tenths of a per cent (815 = 81.5 %), in the user's digits; "—" while there is none. */
export function TenthsPercent({ tenths }: { tenths: number | null }) {
  const t = useFixedT('students'); // drawn on every row: see useFixedT
  return tenths === null ? <>{t('noValue')}</> : <PercentText value={tenths / 10} />;
}

/** A wallet move's amount with its sign (+ a credit, − a debit), in EGP, coloured by direction. */
export function SignedMoney({ piastres }: { piastres: number }) {
  const locale = useLanguage();
  return (
    <bdi className={`money ${piastres < 0 ? 'wallet-debit' : 'wallet-credit'}`}>
      {formatMoney(piastres, locale, { signed: true })}
    </bdi>
  );
}

import { constants, formatNumber } from '@dashboard/contracts';
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
  const text = formatNumber(piastres / 100, locale, {
    style: 'currency',
    currency: constants.currency,
    signDisplay: 'exceptZero',
    minimumFractionDigits: piastres % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return <bdi className={`money ${piastres < 0 ? 'wallet-debit' : 'wallet-credit'}`}>{text}</bdi>;
}

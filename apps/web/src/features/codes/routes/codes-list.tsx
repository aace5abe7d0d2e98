import { KeyOutlined } from '@ant-design/icons';
import { codesResource, printedCode, type Code } from '@dashboard/contracts';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeFilters, codeFilterKeys } from '../../../components/code-filters';
import { EntityList } from '../../../components/entity-list';
import { LazyTooltip } from '../../../components/lazy-popups';
import { IconButtonLook } from '../../../components/looks';
import { useCodeColumns } from '../../../components/secret-code';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import type { RedeemRequest } from '../components/redeem-dialog';

const codes = defineResource(codesResource);
// The redemption's form (its schema, the students' select) is fetched when an admin first opens it.
const RedeemDialog = lazy(() => import('../components/redeem-dialog'));

/**
 * /codes: the secret codes (الأكواد السرية), wallet and group codes alike,
 * newest first: searched by the start of a code, filtered by used or not,
 * kind and batch (a row's batch number shows that batch alone), sorted by
 * price and dates, exported as filtered (to print). "Generate codes" makes
 * a batch of wallet codes; an admin redeems a code on a student's behalf,
 * typed or from an unused code's row. Codes are never edited or deleted.
 */
export default function CodesListPage() {
  const { t } = useTranslation(['codes', 'common']);
  const heading = useScreenHeading();
  const columns = useCodeColumns({ kind: true, group: true, batchHref: (batch) => `/codes?batch_id=${batch}` });
  const [request, setRequest] = useState<RedeemRequest | null>(null);
  const [opened, setOpened] = useState(false);
  const redeem = (code?: string) => {
    setOpened(true);
    setRequest({ key: newIdempotencyKey(), code });
  };

  return (
    <>
      <EntityList
        config={{
          resource: codes,
          ns: 'codes',
          header: heading,
          sort: '-created_at',
          filterKeys: codeFilterKeys,
          filters: (value, onChange) => <CodeFilters value={value} onChange={onChange} kind />,
          add: { to: '/codes/add' },
          extra: (
            <Button icon={<KeyOutlined />} onClick={() => redeem()} data-testid="redeem">
              {t('redeem.action')}
            </Button>
          ),
          remove: false,
          nameOf: (c: Code) => printedCode(c.code),
          columns,
          actions: {
            before: (c) =>
              c.used ? null : (
                <LazyTooltip title={t('redeem.action')}>
                  <IconButtonLook
                    icon={<KeyOutlined />}
                    aria-label={`${t('redeem.action')}: ${printedCode(c.code)}`}
                    onClick={() => redeem(printedCode(c.code))}
                  />
                </LazyTooltip>
              ),
          },
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <RedeemDialog request={request} onClose={() => setRequest(null)} />
        </Suspense>
      )}
    </>
  );
}

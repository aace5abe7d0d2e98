import { HistoryOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useFixedT } from '../i18n/language';
import { LazyTooltip } from './lazy-popups';
import { IconButtonLook } from './looks';

// The history itself (the log's reader, its tables and the audit contract's schemas) is fetched when
// a panel first opens: a list shows this button on every row and the history on none.
const RecordHistory = lazy(() => import('./record-history').then((m) => ({ default: m.RecordHistory })));

/** A row action that opens a record's history in a side panel (a teacher, a support agent). */
export function RecordHistoryButton({ entity, id, name }: { entity: string; id: number; name: string }) {
  const t = useFixedT('audit-log'); // drawn on every row: see useFixedT
  const [open, setOpen] = useState(false);
  // The panel is made when first opened (then kept, so that it can slide out): a list draws this
  // button on every row, and a closed Drawer still costs each row its hooks and styles.
  const [made, setMade] = useState(false);
  return (
    <>
      <LazyTooltip title={t('history.title')}>
        <IconButtonLook
          icon={<HistoryOutlined />}
          aria-label={t('openHistory', { name })}
          onClick={() => {
            setMade(true);
            setOpen(true);
          }}
        />
      </LazyTooltip>
      {made && (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          title={t('historyOf', { name })}
          size="large"
          destroyOnHidden
        >
          {open && (
            <Suspense>
              <RecordHistory entity={entity} id={id} />
            </Suspense>
          )}
        </Drawer>
      )}
    </>
  );
}

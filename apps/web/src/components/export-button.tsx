import { DownloadOutlined, FileExcelOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiBase } from '../lib/config';

/**
 * Downloads the list as it is filtered now, as CSV or XLSX, in the user's
 * language. The browser fetches the file itself (the session cookie carries
 * the sign-in), so a large export streams to disk.
 */
export function ExportButton({ resource, query }: { resource: string; query: Record<string, string | number> }) {
  const { t, i18n } = useTranslation();
  const href = (format: 'csv' | 'xlsx') => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (k !== 'page' && k !== 'pageSize') search.set(k, String(v));
    search.set('format', format);
    search.set('lang', i18n.language === 'ar' ? 'ar' : 'en');
    return `${apiBase}/${resource}/export?${search.toString()}`;
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'csv',
            icon: <FileTextOutlined />,
            label: (
              <a href={href('csv')} download>
                {t('actions.exportCsv')}
              </a>
            ),
          },
          {
            key: 'xlsx',
            icon: <FileExcelOutlined />,
            label: (
              <a href={href('xlsx')} download>
                {t('actions.exportXlsx')}
              </a>
            ),
          },
        ],
      }}
    >
      <Button icon={<DownloadOutlined />} data-testid="export">
        {t('actions.export')}
      </Button>
    </Dropdown>
  );
}

import { CloseOutlined } from '@ant-design/icons';
import type { ImageProps } from 'antd';
import { Children, cloneElement, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The preview's tools, by the key Ant Design gives each button (its action's English name). */
const tools = ['flipY', 'flipX', 'rotateLeft', 'rotateRight', 'zoomOut', 'zoomIn'] as const;
const isTool = (key: unknown): key is (typeof tools)[number] => tools.includes(key as (typeof tools)[number]);

/**
 * The `preview` of an Ant Design `Image` whose tools are named in the user's language: Ant Design
 * names each button of the preview's toolbar by its action in English ("zoomIn"), and its close
 * button not at all. Every `Image` that opens a preview takes it.
 */
export function useImagePreview(): NonNullable<Exclude<ImageProps['preview'], boolean>> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      closeIcon: <CloseOutlined aria-label={t('imagePreview.close')} />,
      // The toolbar Ant Design made, its buttons named again.
      actionsRender: (toolbar: ReactElement) =>
        cloneElement(
          toolbar,
          {},
          Children.map((toolbar as ReactElement<{ children?: ReactNode }>).props.children, (button) =>
            isValidElement(button) && isTool(button.key)
              ? cloneElement(button as ReactElement<{ 'aria-label'?: string }>, {
                  'aria-label': t(`imagePreview.${button.key}`),
                })
              : button,
          ),
        ),
    }),
    [t],
  );
}

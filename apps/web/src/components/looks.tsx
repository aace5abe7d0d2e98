import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style';
import useButtonStyle from 'antd/es/button/style';
import useCardStyle from 'antd/es/card/style';
import Typography from 'antd/es/typography/Typography';
import { useContext, type ComponentProps, type ReactNode } from 'react';

// The sign-in page is all a first visit downloads (and home the next thing), so they draw three of
// Ant Design's components from their own styles and class names instead of the components, which
// carry what these pages never show (message and modal holders, card tabs with their dropdown,
// editable and copyable text). A list's row draws its icon buttons the same way (`IconButtonLook`).
// looks.test.tsx renders each beside the real one: they must give the same element.

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Ant Design's `<App>`: its element and look (text colour, size, line height,
 * type) without the message, notification and modal holders (about 20 KB).
 */
export function AppLook({ children }: { children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return <div className={cx(hashId, prefixCls, cssVarCls, direction === 'rtl' && `${prefixCls}-rtl`)}>{children}</div>;
}

/**
 * Ant Design's `<Card>` with a body and nothing else (`hoverable`, `size`
 * as the card takes them), without what the card component brings for
 * titles, tabs (a dropdown and a menu) and loading.
 */
export function CardLook(props: { className?: string; hoverable?: boolean; size?: 'small'; children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('card');
  const [hashId, cssVarCls] = useCardStyle(prefixCls);
  return (
    <div
      className={cx(
        prefixCls,
        `${prefixCls}-bordered`,
        props.hoverable && `${prefixCls}-hoverable`,
        props.size === 'small' && `${prefixCls}-small`,
        direction === 'rtl' && `${prefixCls}-rtl`,
        props.className,
        hashId,
        cssVarCls,
      )}
    >
      <div className={`${prefixCls}-body`}>{props.children}</div>
    </div>
  );
}

/**
 * Ant Design's `<Typography.Title level>` (`as="h1"`), `<Typography.Paragraph>`
 * (`as="div"`, as it draws) or `<Typography.Text>` (`as="span"`), plain text
 * only: without the editing, copying and ellipsis the full components bring (a
 * text area, a tooltip, a resize observer, icons).
 */
export function TextLook(props: {
  as: 'h1' | 'h2' | 'div' | 'span';
  type?: 'secondary';
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('typography');
  return (
    <Typography
      component={props.as}
      id={props.id}
      className={cx(props.type && `${prefixCls}-${props.type}`, props.className)}
    >
      {props.children}
    </Typography>
  );
}

/**
 * Ant Design's `<Button type="text" icon={…} />` (`danger` as it takes it): an icon-only text
 * button, as a row's actions draw three on every row. Without what the component keeps for other
 * buttons (loading and its delay, the space between two Chinese characters, the click wave, which
 * a text button does not show, compact groups); the other props go to the `<button>`.
 */
export function IconButtonLook({
  icon,
  danger,
  className,
  ...rest
}: { icon: ReactNode; danger?: boolean } & Omit<ComponentProps<'button'>, 'children' | 'type'>) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('btn');
  const [hashId, cssVarCls] = useButtonStyle(prefixCls);
  return (
    <button
      {...rest}
      type="button"
      className={cx(
        prefixCls,
        hashId,
        cssVarCls,
        `${prefixCls}-text`,
        danger && `${prefixCls}-dangerous`,
        `${prefixCls}-color-${danger ? 'dangerous' : 'default'}`,
        `${prefixCls}-variant-text`,
        `${prefixCls}-icon-only`,
        direction === 'rtl' && `${prefixCls}-rtl`,
        className,
      )}
    >
      <span className={`${prefixCls}-icon`}>{icon}</span>
    </button>
  );
}

import { constants } from '@dashboard/contracts';
import type { ThemeConfig } from 'antd';

/** The spec's colours: dark navy for the sidebar and components, the brand blue for accents. */
export const colors = {
  navy: '#0b1f3a',
  navyLight: '#16335c',
  brand: '#168ecd',
  /** The brand darkened until white text on it, and it on white, reach 4.5:1. */
  brandDark: '#0b6a9e',
} as const;

const latin = "'Inter', 'Cairo', system-ui, -apple-system, 'Segoe UI', sans-serif";
const arabic = "'Cairo', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif";

export function themeFor(dir: 'ltr' | 'rtl'): ThemeConfig {
  const controls = { controlHeight: constants.controlHeight };
  // No `algorithm`: the default one applies, and naming it would bring the dark and compact ones too.
  return {
    token: {
      colorPrimary: colors.navy,
      colorInfo: colors.brandDark,
      colorLink: colors.brandDark,
      // The brand itself reaches only 3.5:1 on a hovered row's grey: a hovered link darkens instead.
      colorLinkHover: colors.navyLight,
      borderRadius: 8,
      fontFamily: dir === 'rtl' ? arabic : latin,
      fontSize: 15,
      // Ant Design's greys for secondary text reach only 3.3:1 on our background; these reach 4.5:1.
      colorTextDescription: 'rgba(0, 0, 0, 0.65)',
      colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      // Placeholders (a Select's is an element, so axe checks it) and form errors: Ant Design's
      // #bfbfbf and #ff4d4f reach 1.8:1 and 3.3:1 on white; these reach 4.7:1 and 5.6:1.
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      colorError: '#cf1322',
    },
    components: {
      Input: controls,
      InputNumber: controls,
      Select: controls,
      // A calendar's days of the months beside the shown one are drawn in the disabled grey: 1.8:1 on
      // white, and less on a chosen range's tint. This one reaches 4.5:1 on both.
      // A chosen range's days were drawn on a dark grey Ant Design derives from the navy (4.3:1): a
      // light tint of it instead.
      DatePicker: {
        ...controls,
        colorTextDisabled: 'rgba(0, 0, 0, 0.6)',
        cellActiveWithRangeBg: '#e4ebf4',
        cellHoverWithRangeBg: '#c8d6e8',
      },
      Cascader: controls,
      Button: { controlHeight: 40 },
      Breadcrumb: {
        linkColor: 'rgba(0, 0, 0, 0.65)',
        itemColor: 'rgba(0, 0, 0, 0.65)',
        separatorColor: 'rgba(0, 0, 0, 0.6)',
      },
      Layout: { siderBg: colors.navy, headerBg: '#ffffff', bodyBg: '#f3f6fa', headerPadding: '0 16px' },
      Menu: {
        darkItemBg: colors.navy,
        darkSubMenuItemBg: colors.navy,
        darkItemSelectedBg: colors.brandDark,
        darkItemColor: 'rgba(255,255,255,0.85)',
        darkItemHoverBg: colors.navyLight,
      },
    },
  };
}

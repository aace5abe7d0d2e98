// Stands in for `@ant-design/icons`' own icon components (see `build/decorative-icons.ts`), for
// every icon drawn: the app's and those Ant Design draws inside its components (a select's arrow, a
// pager's chevrons, a toast's sign). The library names each icon for assistive technology by its
// English file name (`role="img" aria-label="bank"`), which a screen reader then reads between the
// words of an Arabic page. An icon beside its text says nothing the text does not: it is hidden
// (`aria-hidden`, no role, no name). An icon that is the only content of a control is named by the
// control (`<Button icon={…} aria-label={t(…)} />`), in the user's language; an icon given a name of
// its own (`aria-label`, `aria-labelledby`) keeps the library's `role="img"` with that name.
import { createElement, forwardRef, type ComponentType } from 'react';

/** What the library's icon components take (`className`, `spin`, `onClick` …), of which the names matter here. */
interface IconProps {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  [prop: string]: unknown;
}

/** Unnamed, the library's icon is decorative: hidden, without its role and its English name. */
export function decorative(Icon: ComponentType<IconProps>) {
  return forwardRef<HTMLSpanElement, IconProps>((props, ref) =>
    createElement(
      Icon,
      props['aria-label'] || props['aria-labelledby']
        ? { ...props, ref }
        : // The library spreads what it is given over its own role and label: undefined removes them.
          { role: undefined, 'aria-label': undefined, 'aria-hidden': true, ...props, ref },
    ),
  );
}

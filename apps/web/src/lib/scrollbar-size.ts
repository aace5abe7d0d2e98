// Stands in for `@rc-component/util/es/getScrollBarSize` (see `build/scrollbar-size.ts`). Every Ant
// Design table asks for its scroll box's scrollbar size when it mounts, and the answer is measured by
// injecting a `::-webkit-scrollbar` rule for the element, appending a scrolling box and reading its
// size, then removing both: the page's styles recalculated and laid out inside the table's first
// commit, and recalculated again when the rule goes. The size is used only by a table whose header
// is fixed or sticky (whose scroll box is its `-table-body`); a table without one (whose scroll box
// is its `-table-content`) is answered 0 without measuring. Everything else is measured as before.
import getScrollBarSize, { getTargetScrollBarSize as measure } from '@rc-component/util/es/getScrollBarSize';

export default getScrollBarSize;

const unfixedTable = /(?:^|\s)[\w-]+-table-content(?:\s|$)/;

export function getTargetScrollBarSize(target: HTMLElement): { width: number; height: number } {
  if (target instanceof Element && unfixedTable.test(target.className)) return { width: 0, height: 0 };
  return measure(target);
}

import { Popconfirm, Tooltip, type PopconfirmProps } from 'antd';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ElementType,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';

// A list draws a tooltip and a confirmation on every row and opens none of them: each Ant Design
// Tooltip or Popconfirm costs its row a trigger (a few dozen hooks, its contexts, its styles'
// hooks) before anyone points at it. These draw the plain trigger until it is first hovered,
// focused, touched or pressed, then the real component beside it, already open when that event
// would have opened it. The trigger's element is never replaced (a new one would lose the focus
// and a press under way): the Ant Design component gets a stand-in child that draws nothing,
// hands it the trigger's element for its ref and passes on what it gives its child (its event
// handlers, its `aria-describedby` and its open class) to the real trigger.

type Handler = (event: SyntheticEvent) => void;
type ChildProps = Record<string, unknown> & { ref?: Ref<HTMLElement>; className?: string };
type Child = ReactElement<ChildProps>;

/** The events an Ant Design trigger listens to on its child. */
const EVENTS = [
  'onClick',
  'onMouseDown',
  'onMouseEnter',
  'onMouseLeave',
  'onMouseMove',
  'onPointerEnter',
  'onPointerLeave',
  'onTouchStart',
  'onFocus',
  'onBlur',
  'onKeyDown',
  'onContextMenu',
] as const;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

const call = (handler: unknown, event: SyntheticEvent) => {
  if (typeof handler === 'function') (handler as Handler)(event);
};

const joined = (...parts: unknown[]) => parts.filter((p) => typeof p === 'string' && p).join(' ') || undefined;

/** What the Ant Design component gave its (stand-in) child beside its handlers. */
interface Given {
  className?: string;
  describedBy?: string;
}

/** What the trigger and the stand-in share: the trigger's element, the stand-in's ref, the handlers it was given. */
interface Link {
  node: HTMLElement | null;
  standInRef: Ref<HTMLElement> | undefined;
  handlers: ChildProps;
}

/**
 * The trigger element, with the child's own props, those a trigger around this one passed down
 * (`passed`), ours (`ours`: before the component is made, what makes it) and, once it is made,
 * what the component gives its child; and the stand-in to draw inside the component once `made`.
 * The trigger must stay where it is drawn whether or not the component is (first in a fragment).
 */
function useOnDemand(
  child: Child,
  passed: ChildProps,
  ours: Partial<Record<(typeof EVENTS)[number], Handler>>,
  made: boolean,
): [trigger: ReactElement, standIn: ReactElement] {
  const own = child.props;
  const link = useRef<Link>({ node: null, standInRef: undefined, handlers: {} });
  const [given, setGiven] = useState<Given>({});
  const outer = passed.ref;
  const ownRef = own.ref;
  const ref = useCallback(
    (el: HTMLElement | null) => {
      link.current.node = el;
      setRef(outer, el);
      setRef(ownRef, el);
      setRef(link.current.standInRef, el);
    },
    [outer, ownRef],
  );
  const props: ChildProps = { ...passed, ref };
  for (const name of EVENTS) {
    if (!made && !own[name] && !passed[name] && !ours[name]) continue;
    props[name] = (event: SyntheticEvent) => {
      call(own[name], event);
      call(passed[name], event);
      if (made) call(link.current.handlers[name], event);
      call(ours[name], event);
    };
  }
  props.className = joined(own.className, passed.className, made && given.className);
  props['aria-describedby'] = joined(own['aria-describedby'], passed['aria-describedby'], made && given.describedBy);
  const Trigger = child.type as ElementType;
  return [<Trigger key={child.key} {...own} {...props} />, <StandIn linkRef={link} onGiven={setGiven} />];
}

/** The Ant Design component's child: draws nothing, gives it the trigger's element and passes on what it is given. */
function StandIn({
  linkRef,
  onGiven,
  ref,
  className,
  'aria-describedby': describedBy,
  ...rest
}: {
  linkRef: RefObject<Link>;
  onGiven: (given: (was: Given) => Given) => void;
  ref?: Ref<HTMLElement>;
  className?: string;
  'aria-describedby'?: string;
}) {
  useLayoutEffect(() => {
    linkRef.current.handlers = rest as ChildProps;
    onGiven((was) =>
      was.className === className && was.describedBy === describedBy ? was : { className, describedBy },
    );
  });
  useLayoutEffect(() => {
    const link = linkRef.current;
    link.standInRef = ref;
    setRef(ref, link.node);
    return () => {
      link.standInRef = undefined;
      setRef(ref, null);
    };
  }, [ref, linkRef]);
  return null;
}

/** Keyboard focus (not the focus a click gives): what shows a tooltip beside hovering. */
function keyboardFocus(event: SyntheticEvent) {
  try {
    return (event.target as Element).matches(':focus-visible');
  } catch {
    return false; // a browser without :focus-visible shows tooltips on hover only, as before
  }
}

const ENTER_DELAY_MS = 100; // Ant Design's mouseEnterDelay

/**
 * An Ant Design Tooltip, made when its trigger is first hovered, focused or touched; it also shows
 * on keyboard focus. Props other than `title` and `children` go to the child, so it can sit inside
 * another trigger (`<LazyPopconfirm><LazyTooltip><Button/></LazyTooltip></LazyPopconfirm>`).
 */
export function LazyTooltip({ title, children, ...passed }: { title: ReactNode; children: Child } & ChildProps) {
  const [made, setMade] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Shown by keyboard focus: it stays until the focus leaves or Escape is pressed, whatever the
  // pointer does meanwhile (WCAG 1.4.13); Ant Design's trigger would hide it when a pointer leaves.
  const focusShown = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = () => clearTimeout(timer.current);
  const show = () => {
    setMade(true);
    setOpen(true);
  };
  const ours: Partial<Record<(typeof EVENTS)[number], Handler>> = {
    onFocus: (e) => {
      if (!keyboardFocus(e)) return;
      focusShown.current = true;
      show();
    },
    onBlur: () => {
      focusShown.current = false;
      cancel();
      setOpen(false);
    },
    onKeyDown: (e) => {
      if ((e as KeyboardEvent).key !== 'Escape') return;
      focusShown.current = false;
      setOpen(false);
    },
    // The first hover's delay, until the pointer leaves (Ant Design's trigger may not have seen it come).
    onMouseLeave: cancel,
    onPointerLeave: cancel,
  };
  if (!made) {
    // Once made, Ant Design's trigger shows and hides it on hover and touch.
    const hover = () => {
      setMade(true);
      cancel();
      timer.current = setTimeout(() => setOpen(true), ENTER_DELAY_MS);
    };
    ours.onPointerEnter = hover;
    ours.onMouseEnter = hover;
    ours.onTouchStart = show;
  }
  const onOpenChange = (next: boolean) => {
    if (next || !focusShown.current) setOpen(next);
  };
  const [trigger, standIn] = useOnDemand(children, passed, ours, made);
  return (
    <>
      {trigger}
      {made && (
        <Tooltip title={title} open={open} onOpenChange={onOpenChange}>
          {standIn}
        </Tooltip>
      )}
    </>
  );
}

/**
 * An Ant Design Popconfirm, made when its trigger is first pressed, and open from that press. Takes
 * Popconfirm's props but its opening (`open`, `defaultOpen`, `onOpenChange`), which it keeps itself.
 */
export function LazyPopconfirm({
  children,
  ...confirm
}: Omit<PopconfirmProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'children'> & { children: Child }) {
  const [made, setMade] = useState(false);
  const [open, setOpen] = useState(false);
  const ours: Partial<Record<(typeof EVENTS)[number], Handler>> = {};
  if (!made) {
    ours.onClick = () => {
      if (confirm.disabled) return;
      setMade(true);
      setOpen(true);
    };
  }
  const [trigger, standIn] = useOnDemand(children, {}, ours, made);
  return (
    <>
      {trigger}
      {made && (
        <Popconfirm {...confirm} open={open} onOpenChange={setOpen}>
          {standIn}
        </Popconfirm>
      )}
    </>
  );
}

import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, once (it stays
 * true): for a part of a page below the fold whose code need not be fetched
 * until the user scrolls towards it. Without IntersectionObserver (a test's
 * DOM) it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element behind `ref` has come within `margin` of the screen (and stays true after).
 * What loads only then stays out of the page's load. Without IntersectionObserver it is true at once.
 */
export function useNearScreen<T extends Element>(margin = '0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}

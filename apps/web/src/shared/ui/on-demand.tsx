import { Suspense, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { whenIdle } from '../lib/idle-preload';

/**
 * A control whose heavy part (a menu, a dialog and its library) stays out of the page's first
 * load. The part's code is fetched once the browser is idle; until the first use the control is
 * `trigger`, a plain button, and from then on `children` (the lazy part, mounted open, with a
 * trigger of its own that looks the same). `load` must be a module-level function.
 */
export function OnDemand({
  load,
  trigger,
  children,
}: {
  load: () => Promise<unknown>;
  trigger: (use?: () => void) => ReactNode;
  children: ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => void load()), [load]);
  if (!wanted) return trigger(() => setWanted(true));
  return <Suspense fallback={trigger()}>{children}</Suspense>;
}

/**
 * `onCloseAutoFocus` for a dialog mounted open without a trigger of its own (loaded on demand):
 * focus goes back to the control that opened it, as it would to a trigger.
 */
export const focusBackTo =
  (control: RefObject<HTMLElement | null>) =>
  (event: Event): void => {
    event.preventDefault();
    control.current?.focus();
  };

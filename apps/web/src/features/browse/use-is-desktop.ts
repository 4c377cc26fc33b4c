import { useMediaQuery } from '../../shared/lib/use-media-query';

/** True from 768 px (spec section 2's breakpoint); without media queries, the desktop layout. */
export const useIsDesktop = () => useMediaQuery('(min-width: 768px)', true);

/**
 * Toasts without putting sonner in the first load: the renderer is lazy (app/app.tsx) and so is
 * this caller. Durations follow spec section 9: success and loading 3 s, errors 4 s.
 */
export const TOAST_DURATION = { success: 3000, error: 4000, info: 3000 } as const;

type Kind = keyof typeof TOAST_DURATION;

export function notify(kind: Kind, message: string) {
  void import('sonner').then(({ toast }) => toast[kind](message, { duration: TOAST_DURATION[kind] }));
}

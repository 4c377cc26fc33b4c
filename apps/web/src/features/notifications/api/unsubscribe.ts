import { useMutation } from '@tanstack/react-query';
import { API_PATHS, MAIL_KINDS, type MailKind, type UnsubscribeResponse } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** `POST /api/unsubscribe` with a mailed link's token: no sign-in, the token says who and what. */
export const unsubscribe = (token: string) =>
  apiRequest<UnsubscribeResponse>(API_PATHS.unsubscribe, { method: 'POST', body: { token } });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });

/**
 * The kind of mail a token names, read without checking its signature: only to word the question
 * before the click; the server decides. Null for anything unreadable.
 */
export function kindOfToken(token: string): MailKind | null {
  try {
    const body = token.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/');
    const kind = (JSON.parse(atob(body)) as { k?: unknown }).k;
    return MAIL_KINDS.find((known) => known === kind) ?? null;
  } catch {
    return null;
  }
}

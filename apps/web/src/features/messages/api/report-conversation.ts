import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type ReportReason } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { messagingPath } from './message-keys';

/** `POST /api/messages/conversations/{id}/report`: 409 while one report of the caller is open. */
export const reportConversation = ({ id, reason }: { id: string; reason: ReportReason }) =>
  apiRequest<{ id: string; message: string }>(messagingPath(API_PATHS.messages.report, id), {
    method: 'POST',
    body: { reason },
  });

export const useReportConversation = () => useMutation({ mutationFn: reportConversation });

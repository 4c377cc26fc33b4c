import { API_PATHS, type DeadJob } from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';
import { useAdminList } from './admin-api';

/** Issue 23: background jobs that spent their attempts, and putting one back in the queue. */
export const useDeadLetters = (query: string) => useAdminList<DeadJob>(API_PATHS.admin.deadLetters, query);

export const retryDeadLetter = (id: string) =>
  apiRequest<{ id: string; name: string }>(pathWithId(API_PATHS.admin.retryDeadLetter, id), {
    method: 'POST',
  });

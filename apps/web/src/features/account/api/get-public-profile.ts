import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type PublicProfile } from '@souqna/contracts';
import { ApiError, apiRequest, pathWithId } from '../../../shared/lib/api-client';
import { accountKeys } from './account-keys';

/** `GET /api/users/public-profile/{id}`: public, what the owner's privacy settings allow. */
export const getPublicProfile = (userId: string) =>
  apiRequest<PublicProfile>(pathWithId(API_PATHS.users.publicProfile, userId));

/** A missing user (404) or an id that cannot be one (400) is the same thing to a reader: not found. */
export const isProfileMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const publicProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.publicProfile(userId),
    queryFn: () => getPublicProfile(userId),
    retry: (failures, error) => !isProfileMissing(error) && failures < 1,
  });

export const usePublicProfile = (userId: string) => useQuery(publicProfileQueryOptions(userId));

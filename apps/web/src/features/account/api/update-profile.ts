import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type CurrentUser } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { updateSessionUser } from '../../../shared/lib/session';

/** The profile form's text fields, as typed. */
export interface ProfileFields {
  name: string;
  username: string;
  phone: string;
  bio: string;
  dateOfBirth: string;
  street: string;
  city: string;
}

export const PROFILE_FIELDS = [
  'name',
  'username',
  'phone',
  'bio',
  'dateOfBirth',
  'street',
  'city',
] as const satisfies readonly (keyof ProfileFields)[];

export interface ProfileChange {
  fields: ProfileFields;
  /** A new picture, or `null` to remove the current one; `undefined` leaves it as it is. */
  picture?: File | null;
}

/** The multipart body: every text field (blank clears it) and the picture part or the removal flag. */
export function profileFormData({ fields, picture }: ProfileChange): FormData {
  const form = new FormData();
  for (const name of PROFILE_FIELDS) form.append(name, fields[name].trim());
  if (picture) form.append('profilePicture', picture, picture.name);
  else if (picture === null) form.append('removeProfilePicture', 'true');
  return form;
}

/** `PUT /api/users/profile` (multipart); answers the updated user. */
export const updateProfile = (change: ProfileChange) =>
  apiRequest<CurrentUser>(API_PATHS.users.profile, { method: 'PUT', body: profileFormData(change) });

export const useUpdateProfile = () =>
  useMutation({ mutationFn: updateProfile, onSuccess: (user) => updateSessionUser(user) });

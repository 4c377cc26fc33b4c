import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CITIES,
  localizedName,
  PROFILE_LIMITS,
  profileUpdateSchema,
  type CurrentUser,
  type Language,
} from '@souqna/contracts';
import type { z } from 'zod';
import { ApiError } from '../../../shared/lib/api-client';
import { FORM_NAMESPACES, apiFieldErrors, translateApiError } from '../../../shared/lib/field-errors';
import { translatedZodResolver } from '../../../shared/lib/form-resolver';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { SelectInput, TextArea, TextInput } from '../../../shared/ui/field';
import { PROFILE_FIELDS, useUpdateProfile, type ProfileFields } from '../api/update-profile';
import { cityName } from '../lib/account-format';
import type { PictureProblem } from '../lib/picture-file';
import { AvatarPicker, type PictureChoice } from './avatar-picker';

const formSchema = profileUpdateSchema.omit({ removeProfilePicture: true });
const isField = (path: string): path is keyof ProfileFields =>
  (PROFILE_FIELDS as readonly string[]).includes(path);

const valuesOf = (user: CurrentUser): ProfileFields => ({
  name: user.name,
  username: user.username,
  phone: user.phone ?? '',
  bio: user.bio ?? '',
  dateOfBirth: user.dateOfBirth ?? '',
  street: user.street ?? '',
  city: user.city ?? '',
});

/** The contracts' schema checks the form; what is sent is what was typed (the server normalises). */
function useProfileResolver(): Resolver<ProfileFields> {
  const { t } = useTranslation(FORM_NAMESPACES);
  return useMemo(() => {
    const check = translatedZodResolver<FieldValues>(formSchema as unknown as z.ZodType<FieldValues>, t);
    return async (values, context, options) => {
      const result = await check(values, context, options as never);
      return Object.keys(result.errors).length
        ? (result as Awaited<ReturnType<Resolver<ProfileFields>>>)
        : { values, errors: {} };
    };
  }, [t]);
}

/** Editing the profile: text fields, city from the reference list, picture; server errors on their field. */
export function ProfileForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const { t, i18n } = useTranslation(['account', ...FORM_NAMESPACES]);
  const update = useUpdateProfile();
  const form = useForm<ProfileFields>({ resolver: useProfileResolver(), defaultValues: valuesOf(user) });
  const { errors } = form.formState;
  const [picture, setPicture] = useState<PictureChoice>();
  const [pictureError, setPictureError] = useState<PictureProblem>();
  const [formError, setFormError] = useState<string>();
  // The form replaces the summary in place: the first field takes the focus.
  useEffect(() => form.setFocus('name'), [form]);
  const field = (name: keyof ProfileFields) => ({
    error: errors[name]?.message,
    'data-testid': `profile-${name}`,
    ...form.register(name),
  });

  const onError = (failure: unknown) => {
    if (failure instanceof ApiError && failure.code === 'USERNAME_EXISTS') {
      return form.setError('username', { message: t('errors:USERNAME_EXISTS') }, { shouldFocus: true });
    }
    if (failure instanceof ApiError && failure.code === 'IMAGE_TOO_LARGE') return setPictureError('tooLarge');
    if (failure instanceof ApiError && failure.code === 'IMAGE_INVALID_TYPE')
      return setPictureError('invalidType');
    const fields = Object.entries(apiFieldErrors(t, failure)).filter(([path]) => isField(path));
    for (const [path, message] of fields)
      form.setError(path as keyof ProfileFields, { message }, { shouldFocus: true });
    if (!fields.length) setFormError(translateApiError(t, failure));
  };

  const onSubmit = form.handleSubmit((fields) => {
    setFormError(undefined);
    update.mutate(
      { fields, picture },
      {
        onSuccess: () => {
          notify('success', t('account:profile.saved'));
          onDone();
        },
        onError,
      },
    );
  });

  const [city, name] = useWatch({ control: form.control, name: ['city', 'name'] });
  const knownCity = CITIES.some((entry) => entry.code === city);

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={update.isPending}
      data-testid="profile-form"
      className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]"
    >
      <Card className="p-6">
        <AvatarPicker
          current={user.profilePicture}
          name={name || user.email}
          choice={picture}
          onChoose={(choice) => {
            setPicture(choice);
            setPictureError(undefined);
          }}
          problem={pictureError}
          onProblem={setPictureError}
        />
      </Card>
      <Card className="flex flex-col gap-5 p-6">
        <h2 className="text-lg font-bold text-slate-900 dark:text-white">{t('account:profile.editTitle')}</h2>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextInput label={t('account:profile.fields.name')} autoComplete="name" {...field('name')} />
          <TextInput
            label={t('account:profile.fields.username')}
            hint={t('account:profile.hints.username')}
            autoComplete="username"
            dir="ltr"
            maxLength={30}
            {...field('username')}
          />
          <TextInput
            label={t('account:profile.fields.email')}
            hint={t('account:profile.hints.email')}
            value={user.email}
            readOnly
            dir="ltr"
            data-testid="profile-email"
          />
          <TextInput
            label={t('account:profile.fields.phone')}
            hint={t('account:profile.hints.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            maxLength={PROFILE_LIMITS.phone + 4}
            {...field('phone')}
          />
          <TextInput
            label={t('account:profile.fields.dateOfBirth')}
            type="date"
            autoComplete="bday"
            {...field('dateOfBirth')}
          />
          <SelectInput label={t('account:profile.fields.city')} {...field('city')}>
            <option value="">{t('account:profile.noCity')}</option>
            {CITIES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {localizedName(entry.name, i18n.language as Language)}
              </option>
            ))}
            {city && !knownCity && <option value={city}>{cityName(i18n.language, city)}</option>}
          </SelectInput>
        </div>
        <TextInput
          label={t('account:profile.fields.street')}
          autoComplete="street-address"
          maxLength={PROFILE_LIMITS.street}
          {...field('street')}
        />
        <TextArea
          label={t('account:profile.fields.bio')}
          hint={t('account:profile.hints.bio', { max: PROFILE_LIMITS.bio })}
          rows={4}
          maxLength={PROFILE_LIMITS.bio}
          {...field('bio')}
        />
        {formError && (
          <p
            role="alert"
            data-testid="profile-error"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
          >
            {formError}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={update.isPending} data-testid="profile-save">
            {update.isPending ? t('account:profile.saving') : t('account:profile.save')}
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
            {t('account:profile.cancel')}
          </Button>
        </div>
      </Card>
    </form>
  );
}

import { type UpdateProfileInput, WEB } from '@codedojo/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { FieldError } from '../../components/FieldError.tsx';
import { useAuthStore } from './authStore.ts';
import { lazyResolver } from './lazyValidation.ts';

const resolver = lazyResolver<UpdateProfileInput>((module) => module.resolvers.profile);

/** Edits the user's name and avatar URL (an empty URL restores the default avatar). */
export function ProfileEditForm() {
  const authUser = useAuthStore((state) => state.authUser);
  const updateProfile = useAuthStore((state) => state.updateProfile);
  const isUpdating = useAuthStore((state) => state.isUpdatingProfile);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<UpdateProfileInput>({
    resolver,
    mode: 'onChange',
    defaultValues: { name: authUser?.name ?? '', image: authUser?.image ?? '' },
  });

  useEffect(() => {
    reset({ name: authUser?.name ?? '', image: authUser?.image ?? '' });
  }, [authUser, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const image = typeof values.image === 'string' && values.image.trim() !== '' ? values.image.trim() : null;
    try {
      await updateProfile({ ...(values.name ? { name: values.name } : {}), image });
    } catch (error) {
      // The store toasted; per-field messages go on their fields.
      const details = error instanceof ApiError ? (error.details ?? {}) : {};
      for (const [field, message] of Object.entries(details)) {
        if (field === 'name' || field === 'image') setError(field, { message });
      }
    }
  });

  const preview = watch('image');

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="card border border-base-content/10 bg-base-200"
      data-testid="profile-form"
    >
      <div className="card-body gap-4">
        <h2 className="card-title">{WEB.profileForm.title}</h2>
        <div className="flex items-center gap-4">
          <Avatar src={errors.image ? null : preview || null} size="lg" />
          <div className="min-w-0">
            <p className="truncate font-semibold" data-testid="profile-name">
              {authUser?.name}
            </p>
            <p className="truncate text-sm text-base-content/60" data-testid="profile-email">
              {authUser?.email}
            </p>
          </div>
        </div>

        <div>
          <label htmlFor="profile-name-input" className="mb-1 block text-sm font-medium">
            {WEB.profileForm.name}
          </label>
          <input
            id="profile-name-input"
            type="text"
            autoComplete="name"
            className={`input w-full ${errors.name ? 'input-error' : ''}`}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'profile-name-error' : undefined}
            data-testid="profile-name-input"
            {...register('name')}
          />
          <FieldError id="profile-name-error" message={errors.name?.message} />
        </div>

        <div>
          <label htmlFor="profile-image-input" className="mb-1 block text-sm font-medium">
            {WEB.profileForm.image}
          </label>
          <input
            id="profile-image-input"
            type="url"
            inputMode="url"
            className={`input w-full ${errors.image ? 'input-error' : ''}`}
            placeholder={WEB.profileForm.imagePlaceholder}
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={errors.image ? 'profile-image-error' : 'profile-image-hint'}
            data-testid="profile-image-input"
            {...register('image')}
          />
          {errors.image ? (
            <FieldError id="profile-image-error" message={errors.image.message} />
          ) : (
            <p id="profile-image-hint" className="mt-1 text-xs text-base-content/50">
              {WEB.profileForm.imageHint}
            </p>
          )}
        </div>

        <div className="card-actions justify-end">
          <BusyButton
            type="submit"
            className="btn btn-primary"
            testId="profile-save"
            busy={isUpdating}
            disabled={!isDirty}
            label={WEB.profileForm.save}
            busyLabel={WEB.profileForm.saving}
          />
        </div>
      </div>
    </form>
  );
}

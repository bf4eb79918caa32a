import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX, PLAYLISTS_WEB } from '@codedojo/shared';
import { FieldError } from '../../components/FieldError.tsx';
import type { PlaylistForm } from './validation.ts';

/** The name and description fields, shared by the create modal and the edit screen. */
export function PlaylistFields({ form, idPrefix }: { form: PlaylistForm; idPrefix: string }) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const description = watch('description') ?? '';
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${idPrefix}-name`} className="mb-1 block text-sm font-medium">
          {PLAYLISTS_WEB.name}
        </label>
        <input
          id={`${idPrefix}-name`}
          type="text"
          className={`input w-full ${errors.name ? 'input-error' : ''}`}
          placeholder={PLAYLISTS_WEB.namePlaceholder}
          maxLength={PLAYLIST_NAME_MAX}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${idPrefix}-name-error` : undefined}
          data-testid="playlist-name-input"
          {...register('name')}
        />
        <FieldError id={`${idPrefix}-name-error`} message={errors.name?.message} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-description`} className="mb-1 block text-sm font-medium">
          {PLAYLISTS_WEB.description}
        </label>
        <textarea
          id={`${idPrefix}-description`}
          rows={3}
          className={`textarea w-full ${errors.description ? 'textarea-error' : ''}`}
          placeholder={PLAYLISTS_WEB.descriptionPlaceholder}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${idPrefix}-description-count${errors.description ? ` ${idPrefix}-description-error` : ''}`}
          data-testid="playlist-description-input"
          {...register('description')}
        />
        <p id={`${idPrefix}-description-count`} className="mt-1 text-right text-xs text-base-content/50">
          {description.length}/{PLAYLIST_DESCRIPTION_MAX}
        </p>
        <FieldError id={`${idPrefix}-description-error`} message={errors.description?.message} />
      </div>
    </div>
  );
}

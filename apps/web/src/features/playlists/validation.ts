import { type PlaylistInput, playlistSchema } from '@codedojo/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiError } from '../../api/client.ts';

/** Name and description as the form holds them (the inputs always hold strings). */
export type PlaylistFormValues = PlaylistInput;
/** What the shared schema makes of them: trimmed, an empty description as null. */
export type PlaylistFormOutput = z.output<typeof playlistSchema>;

/** A form validated by the shared schema of spec section 5, as the user types. */
export function usePlaylistForm(defaults: PlaylistFormValues = { name: '', description: '' }) {
  return useForm<PlaylistFormValues, unknown, PlaylistFormOutput>({
    resolver: zodResolver(playlistSchema),
    mode: 'onChange',
    defaultValues: defaults,
  });
}

export type PlaylistForm = ReturnType<typeof usePlaylistForm>;

/** Puts the server's per-field messages (400 details, a taken name) on the fields. */
export function applyServerErrors(form: PlaylistForm, error: ApiError): void {
  for (const field of ['name', 'description'] as const) {
    const message = error.details?.[field];
    if (message) form.setError(field, { message });
  }
  if (error.code === 'playlist_name_taken' && error.serverMessage) {
    form.setError('name', { message: error.serverMessage });
  }
}

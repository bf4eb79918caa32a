import type { Playlist } from '@codedojo/shared';
import { PLAYLISTS_WEB, SERVER } from '@codedojo/shared';
import { useId } from 'react';
import { ApiError, errorText } from '../../api/client.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { Modal } from '../../components/Modal.tsx';
import { notify } from '../../lib/toast.ts';
import { PlaylistFields } from './PlaylistFields.tsx';
import { playlistsApi } from './playlistsApi.ts';
import { applyServerErrors, usePlaylistForm } from './validation.ts';

type CreatePlaylistModalProps = {
  open: boolean;
  onClose: () => void;
  onCreated: (playlist: Playlist) => void;
};

/** Name and description; Create is disabled while the name is blank and while submitting. */
export function CreatePlaylistModal({ open, onClose, onCreated }: CreatePlaylistModalProps) {
  const form = usePlaylistForm();
  const formId = useId();
  const {
    handleSubmit,
    reset,
    watch,
    formState: { isSubmitting },
  } = form;
  const blank = (watch('name') ?? '').trim() === '';

  const cancel = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const playlist = await playlistsApi.create(values);
      notify.success(SERVER.playlistCreated);
      onCreated(playlist);
      reset();
      onClose();
    } catch (error) {
      if (error instanceof ApiError) applyServerErrors(form, error);
      notify.error(errorText(error, PLAYLISTS_WEB.createFailed));
    }
  });

  return (
    <Modal
      open={open}
      title={PLAYLISTS_WEB.modalTitle}
      onClose={cancel}
      closeLabel={PLAYLISTS_WEB.close}
      testId="create-playlist-modal"
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={cancel} disabled={isSubmitting}>
            {PLAYLISTS_WEB.cancel}
          </button>
          <BusyButton
            type="submit"
            form={formId}
            className="btn btn-primary"
            testId="create-playlist-submit"
            busy={isSubmitting}
            disabled={blank}
            label={PLAYLISTS_WEB.create}
            busyLabel={PLAYLISTS_WEB.creating}
          />
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <PlaylistFields form={form} idPrefix="create-playlist" />
      </form>
    </Modal>
  );
}

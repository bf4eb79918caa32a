import { fillTemplate, PLAYLISTS_WEB } from '@codedojo/shared';
import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { IconButton, IconLink } from '../../components/IconButton.tsx';
import { useDismiss } from '../../lib/useDismiss.ts';

type PlaylistMenuProps = { id: string; name: string; onDelete: () => void };

/** The card's menu: Edit (to /playlists/{id}/edit) and Delete (asks first). */
export function PlaylistMenu({ id, name, onDelete }: PlaylistMenuProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <div ref={ref} className="relative">
      <IconButton
        icon={EllipsisVertical}
        className="btn btn-ghost btn-sm btn-square"
        aria-label={fillTemplate(PLAYLISTS_WEB.menuLabel, { name })}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        testId="playlist-menu-button"
      />
      {open ? (
        <ul className="menu absolute right-0 top-9 z-10 w-40 rounded-box border border-base-content/10 bg-base-300 p-1 shadow-xl">
          <li>
            <IconLink
              icon={Pencil}
              label={PLAYLISTS_WEB.edit}
              to={`/playlists/${id}/edit`}
              testId="playlist-menu-edit"
            />
          </li>
          <li>
            <IconButton
              icon={Trash2}
              label={PLAYLISTS_WEB.delete}
              className="text-error"
              onClick={() => {
                close();
                onDelete();
              }}
              testId="playlist-menu-delete"
            />
          </li>
        </ul>
      ) : null}
    </div>
  );
}

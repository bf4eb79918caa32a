import { fillTemplate, PLAYLISTS_WEB } from '@codedojo/shared';
import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
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
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        aria-label={fillTemplate(PLAYLISTS_WEB.menuLabel, { name })}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="playlist-menu-button"
      >
        <EllipsisVertical className="size-4" aria-hidden="true" />
      </button>
      {open ? (
        <ul className="menu absolute right-0 top-9 z-10 w-40 rounded-box border border-base-content/10 bg-base-300 p-1 shadow-xl">
          <li>
            <Link to={`/playlists/${id}/edit`} data-testid="playlist-menu-edit">
              <Pencil className="size-4" aria-hidden="true" />
              {PLAYLISTS_WEB.edit}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="text-error"
              onClick={() => {
                close();
                onDelete();
              }}
              data-testid="playlist-menu-delete"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {PLAYLISTS_WEB.delete}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

import type { PlaylistEntry } from '@codedojo/shared';
import { fillTemplate, PLAYLIST_TABLE_TAGS, PLAYLISTS_WEB } from '@codedojo/shared';
import { CircleCheck, CircleDashed, Trash2 } from 'lucide-react';
import { DataTable, TableFrame } from '../../components/DataTable.tsx';
import { DifficultyBadge } from '../../components/DifficultyBadge.tsx';
import { IconButton } from '../../components/IconButton.tsx';
import { ProblemLink } from './ProblemLink.tsx';
import { isSolved } from './progress.ts';
import { TagList } from './TagList.tsx';

const COLUMNS = [
  { label: PLAYLISTS_WEB.colProblem },
  { label: PLAYLISTS_WEB.colDifficulty },
  { label: PLAYLISTS_WEB.colStatus },
  { label: PLAYLISTS_WEB.colActions, align: 'right' },
] as const;

type PlaylistProblemsTableProps = { entries: PlaylistEntry[]; onRemove: (entry: PlaylistEntry) => void };

/** Problem (title, up to 3 tags), Difficulty, Status (Solved / Not Solved), Actions (View, remove). */
export function PlaylistProblemsTable({ entries, onRemove }: PlaylistProblemsTableProps) {
  return (
    <TableFrame>
      <DataTable columns={COLUMNS} testId="playlist-problems">
        {entries.map((entry) => {
          const { problem } = entry;
          const solved = isSolved(problem);
          return (
            <tr key={problem.id} data-testid="playlist-problem-row">
              <td className="space-y-1">
                <p className="font-medium" data-testid="playlist-problem-title">
                  {problem.title}
                </p>
                <TagList tags={problem.tags} max={PLAYLIST_TABLE_TAGS} />
              </td>
              <td>
                <DifficultyBadge difficulty={problem.difficulty} />
              </td>
              <td data-testid="playlist-problem-status">
                {solved ? (
                  <span className="badge badge-success badge-soft badge-sm gap-1">
                    <CircleCheck className="size-3" aria-hidden="true" />
                    {PLAYLISTS_WEB.statusSolved}
                  </span>
                ) : (
                  <span className="badge badge-ghost badge-sm gap-1">
                    <CircleDashed className="size-3" aria-hidden="true" />
                    {PLAYLISTS_WEB.statusNotSolved}
                  </span>
                )}
              </td>
              <td>
                <div className="flex justify-end gap-1">
                  <ProblemLink problemId={problem.id} name="view" />
                  <IconButton
                    icon={Trash2}
                    className="btn btn-ghost btn-xs text-error"
                    aria-label={fillTemplate(PLAYLISTS_WEB.removeLabel, { title: problem.title })}
                    onClick={() => onRemove(entry)}
                    testId="playlist-problem-remove"
                  />
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </TableFrame>
  );
}

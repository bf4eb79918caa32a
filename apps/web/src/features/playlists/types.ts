import type { Difficulty } from '@codedojo/shared';

/** A problem inside a playlist; solved ⇔ solvedBy is non-empty (spec section 3). */
export type PlaylistProblem = {
  id: string;
  title: string;
  difficulty: Difficulty;
  tags: string[];
  solvedBy: { id: string }[];
};

export type PlaylistEntry = { id: string; problemId: string; addedAt: string; problem: PlaylistProblem };

export type Playlist = {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  problems: PlaylistEntry[];
};

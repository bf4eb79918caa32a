import { fillTemplate, PLAYLISTS_WEB } from '@codedojo/shared';

/** The first `max` tags, then '+N more'. */
export function TagList({ tags, max }: { tags: string[]; max: number }) {
  if (tags.length === 0) return null;
  const extra = tags.length - max;
  return (
    <span className="flex flex-wrap gap-1">
      {tags.slice(0, max).map((tag) => (
        <span key={tag} className="badge badge-ghost badge-xs">
          {tag}
        </span>
      ))}
      {extra > 0 ? (
        <span className="text-xs text-base-content/50">
          {fillTemplate(PLAYLISTS_WEB.moreTags, { n: extra })}
        </span>
      ) : null}
    </span>
  );
}

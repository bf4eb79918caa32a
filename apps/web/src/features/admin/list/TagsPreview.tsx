import { ADMIN_WEB, fillTemplate, PROBLEM_LIST_TAGS_SHOWN } from '@codedojo/shared';

/** The first 3 tags, then '+N more'. */
export function TagsPreview({ tags }: { tags: string[] }) {
  const shown = tags.slice(0, PROBLEM_LIST_TAGS_SHOWN);
  const more = tags.length - shown.length;
  return (
    <div className="flex flex-wrap gap-1">
      {shown.map((tag) => (
        <span key={tag} className="badge badge-ghost badge-sm">
          {tag}
        </span>
      ))}
      {more > 0 ? (
        <span className="badge badge-outline badge-sm">{fillTemplate(ADMIN_WEB.moreTags, { n: more })}</span>
      ) : null}
    </div>
  );
}

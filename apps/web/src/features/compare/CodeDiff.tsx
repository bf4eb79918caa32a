import { LEARNING_WEB } from '@codedojo/shared';
import { type Side, sideBySide } from './sideBySide.ts';

const TONE: Record<Side['kind'], string> = {
  same: '',
  removed: 'bg-error/15',
  added: 'bg-success/15',
  empty: 'bg-base-300/40',
};
const MARK: Record<Side['kind'], string> = { same: ' ', removed: '−', added: '+', empty: ' ' };

function Cell({ side }: { side: Side }) {
  return (
    <>
      <td className="w-10 select-none pr-2 text-right align-top text-base-content/60">{side.line ?? ''}</td>
      <td className={`whitespace-pre-wrap break-all align-top ${TONE[side.kind]}`}>
        {side.kind === 'removed' || side.kind === 'added' ? (
          <span className="sr-only">
            {side.kind === 'removed' ? LEARNING_WEB.compareRemoved : LEARNING_WEB.compareAdded}
          </span>
        ) : null}
        <span aria-hidden="true">{MARK[side.kind]} </span>
        {side.text}
      </td>
    </>
  );
}

/** The two sources side by side, changed lines tinted and marked for screen readers. */
export function CodeDiff({ older, newer }: { older: string; newer: string }) {
  const rows = sideBySide(older, newer);
  return (
    <div className="overflow-x-auto rounded-lg border border-base-content/10" data-testid="code-diff">
      <table className="w-full font-code text-xs" aria-label={LEARNING_WEB.compareDiffLabel}>
        <thead className="sr-only">
          <tr>
            <th scope="col">#</th>
            <th scope="col">{LEARNING_WEB.compareLeft}</th>
            <th scope="col">#</th>
            <th scope="col">{LEARNING_WEB.compareRight}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed rendering of two texts
            <tr key={index} data-testid={`diff-row-${row.left.kind}-${row.right.kind}`}>
              <Cell side={row.left} />
              <Cell side={row.right} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

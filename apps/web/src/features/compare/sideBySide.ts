import { diffLines } from 'diff';

export type Side = { text: string; kind: 'same' | 'removed' | 'added' | 'empty'; line: number | null };
export type DiffRow = { left: Side; right: Side };

const EMPTY: Side = { text: '', kind: 'empty', line: null };
const linesOf = (value: string) => value.replace(/\n$/, '').split('\n');
/** A missing final newline is not a change worth showing. */
const ended = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/**
 * Rows of a side-by-side diff (the `diff` package finds the changes): unchanged lines on both
 * sides; a removed block faces the added block that follows it, the shorter one padded.
 */
export function sideBySide(older: string, newer: string): DiffRow[] {
  const rows: DiffRow[] = [];
  let leftLine = 1;
  let rightLine = 1;
  let pending: string[] = [];
  const flushRemoved = (added: string[] = []) => {
    const height = Math.max(pending.length, added.length);
    for (let i = 0; i < height; i++) {
      const removedText = pending[i];
      const addedText = added[i];
      rows.push({
        left: removedText === undefined ? EMPTY : { text: removedText, kind: 'removed', line: leftLine++ },
        right: addedText === undefined ? EMPTY : { text: addedText, kind: 'added', line: rightLine++ },
      });
    }
    pending = [];
  };
  for (const change of diffLines(ended(older), ended(newer))) {
    const lines = linesOf(change.value);
    if (change.removed) {
      flushRemoved();
      pending = lines;
    } else if (change.added) {
      flushRemoved(lines);
    } else {
      flushRemoved();
      for (const text of lines) {
        rows.push({
          left: { text, kind: 'same', line: leftLine++ },
          right: { text, kind: 'same', line: rightLine++ },
        });
      }
    }
  }
  flushRemoved();
  return rows;
}

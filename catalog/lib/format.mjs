// Text encodings shared by every problem (see catalog/FORMAT.md, "Encodings").
// Every helper returns text ending in exactly one '\n' per line.

/** Joins lines with '\n' and ends with '\n'. Nested arrays are flattened. */
export function lines(...parts) {
  return `${parts.flat(Infinity).join('\n')}\n`;
}

/** An array: first line n, second line the n values separated by single spaces (empty line when n = 0). */
export function array(values) {
  return lines(String(values.length), values.join(' '));
}

/** A row of values on one line (no count). */
export function row(values) {
  return values.join(' ');
}

/** A matrix of numbers: "r c" then r lines of c values. */
export function matrix(rows) {
  const c = rows.length ? rows[0].length : 0;
  return lines(
    `${rows.length} ${c}`,
    rows.map((r) => r.join(' ')),
  );
}

/** A character grid: "r c" then r lines of c characters, no separators. */
export function grid(rows) {
  const c = rows.length ? rows[0].length : 0;
  return lines(`${rows.length} ${c}`, rows);
}

/** A graph: "n m" then m lines "u v" or "u v w" (0-indexed vertices). */
export function graph(n, edges) {
  return lines(
    `${n} ${edges.length}`,
    edges.map((e) => e.join(' ')),
  );
}

/** A binary tree from level-order tokens: one line; the empty tree is the single token "null". */
export function tree(tokens) {
  return tokens.length === 0 ? 'null' : tokens.join(' ');
}

/** A linked list is encoded exactly like an array: n, then the n values from head to tail. */
export const linkedList = array;

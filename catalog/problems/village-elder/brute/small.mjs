/** Small villages: n = 1, an elder planted (then sometimes spoiled by one extra or one missing
 * statement), random graphs, no statements at all. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : index === 1 ? 2 : rng.int(1, 8);
  const edges = new Set();
  const add = (a, b) => edges.add(`${a} ${b}`);
  if (index % 4 === 3) {
    // random graph
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b && rng.bool(0.4)) add(a, b);
  } else if (index % 4 !== 2 || n === 1) {
    const e = rng.int(0, n - 1);
    for (let a = 0; a < n; a++) if (a !== e) add(a, e);
    for (let a = 0; a < n; a++)
      for (let b = 0; b < n; b++) if (a !== b && a !== e && b !== e && rng.bool(0.3)) add(a, b);
    if (n > 1 && index % 4 === 1) {
      const other = (e + rng.int(1, n - 1)) % n;
      if (rng.bool()) add(e, other);
      else edges.delete(`${other} ${e}`);
    }
  }
  const list = rng.shuffle([...edges]);
  return `${n} ${list.length}\n${list.map((s) => `${s}\n`).join('')}`;
}

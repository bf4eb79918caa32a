/**
 * Small valleys: up to 12 reservoirs and 25 operations, at least one question. Mixes raising the
 * current lowest level, tiny value ranges (many ties), single-reservoir ranges and extreme levels.
 */
export default function small(rng, index) {
  const n = index % 8 === 0 ? 1 : rng.int(1, 12);
  const q = index % 9 === 0 ? 1 : rng.int(1, 25);
  const hi = index % 3 === 0 ? 3 : index % 5 === 0 ? 1e9 : 30;
  const levels = rng.array(n, 0, hi);
  const ops = [];
  for (let k = 0; k < q; k++) {
    if (rng.bool(0.45)) {
      ops.push(update(rng, levels, hi));
    } else {
      const l = rng.int(0, n - 1);
      const r = rng.bool(0.2) ? l : rng.int(l, n - 1);
      ops.push(`Q ${l} ${r}`);
    }
  }
  if (!ops.some((op) => op.startsWith('Q'))) ops[rng.int(0, q - 1)] = `Q 0 ${n - 1}`;
  return `${n} ${q}\n${levels.join(' ')}\n${ops.join('\n')}\n`;
}

/** A reading: often raises the current lowest reservoir, otherwise any reservoir to any level. */
function update(rng, levels, hi) {
  let i = rng.int(0, levels.length - 1);
  let v = rng.int(0, hi);
  if (rng.bool(0.4)) {
    i = levels.indexOf(Math.min(...levels));
    v = rng.int(levels[i], hi);
  }
  levels[i] = v;
  return `U ${i} ${v}`;
}

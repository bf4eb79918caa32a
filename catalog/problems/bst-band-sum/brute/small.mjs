import { treeToLevelOrder } from '../../../lib/random.mjs';

/** Small search trees (built by inserting distinct values), empty trees, bands inside and outside. */
export default function small(rng, index) {
  const n = index === 0 ? 0 : rng.int(1, 12);
  const span = rng.pick([15, 40, 100000]);
  let values = rng.distinct(n, -span, span);
  if (index % 6 === 3) values = values.sort((a, b) => a - b);
  let root = null;
  for (const val of values) {
    const node = { val, left: null, right: null };
    if (root === null) {
      root = node;
      continue;
    }
    let cur = root;
    for (;;) {
      const side = val < cur.val ? 'left' : 'right';
      if (cur[side] === null) {
        cur[side] = node;
        break;
      }
      cur = cur[side];
    }
  }
  const tokens = root === null ? ['null'] : treeToLevelOrder(root);
  let lo = rng.int(-span - 2, span + 2);
  let hi = rng.int(-span - 2, span + 2);
  if (lo > hi) [lo, hi] = [hi, lo];
  if (index % 7 === 2 && values.length > 0) lo = hi = rng.pick(values);
  lo = Math.max(lo, -100000);
  hi = Math.min(hi, 100000);
  return `${tokens.join(' ')}\n${lo} ${hi}\n`;
}

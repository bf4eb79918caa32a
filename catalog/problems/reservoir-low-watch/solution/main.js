/**
 * @param {number[]} levels the starting water level of each reservoir
 * @param {Array<[string, number, number]>} ops ["U", i, v] sets level i to v; ["Q", l, r] asks for the lowest level in l..r
 * @return {number[]} the answer to every "Q" operation, in order
 */
function lowWatch(levels, ops) {
  // Iterative segment tree: leaves at size..size+n-1, node k holds min(tree[2k], tree[2k+1]).
  const n = levels.length;
  let size = 1;
  while (size < n) size *= 2;
  const tree = new Array(2 * size).fill(Number.POSITIVE_INFINITY);
  for (let i = 0; i < n; i++) tree[size + i] = levels[i];
  for (let k = size - 1; k >= 1; k--) tree[k] = Math.min(tree[2 * k], tree[2 * k + 1]);
  const answers = [];
  for (const [kind, a, b] of ops) {
    if (kind === 'U') {
      let k = size + a;
      tree[k] = b;
      for (k >>= 1; k >= 1; k >>= 1) tree[k] = Math.min(tree[2 * k], tree[2 * k + 1]);
      continue;
    }
    // Climb from both ends of the half-open range [a, b + 1), taking the nodes that stick out.
    let best = Number.POSITIVE_INFINITY;
    let lo = size + a;
    let hi = size + b + 1;
    while (lo < hi) {
      if (lo & 1) best = Math.min(best, tree[lo++]);
      if (hi & 1) best = Math.min(best, tree[--hi]);
      lo >>= 1;
      hi >>= 1;
    }
    answers.push(best);
  }
  return answers;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const q = Number(tokens[1]);
const levels = tokens.slice(2, 2 + n).map(Number);
const ops = [];
for (let i = 0, p = 2 + n; i < q; i++, p += 3)
  ops.push([tokens[p], Number(tokens[p + 1]), Number(tokens[p + 2])]);
console.log(lowWatch(levels, ops).join('\n'));

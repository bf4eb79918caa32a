/**
 * @param {number[]} levels the starting water level of each reservoir
 * @param {Array<[string, number, number]>} ops ["U", i, v] sets level i to v; ["Q", l, r] asks for the lowest level in l..r
 * @return {number[]} the answer to every "Q" operation, in order
 */
function lowWatch(levels, ops) {
  // Tempting but wrong: blocks of about sqrt(n) reservoirs with a cached minimum each. An update
  // only lowers the cached minimum (min(old, v)); when the lowest reservoir of a block rises,
  // the cache keeps the old, now false, minimum.
  const n = levels.length;
  const size = Math.max(1, Math.ceil(Math.sqrt(n)));
  const current = [...levels];
  const blockMin = [];
  for (let start = 0; start < n; start += size) {
    blockMin.push(Math.min(...current.slice(start, start + size)));
  }
  const answers = [];
  for (const [kind, a, b] of ops) {
    if (kind === 'U') {
      current[a] = b;
      const k = Math.floor(a / size);
      blockMin[k] = Math.min(blockMin[k], b);
      continue;
    }
    let best = Number.POSITIVE_INFINITY;
    let i = a;
    while (i <= b) {
      if (i % size === 0 && i + size - 1 <= b) {
        best = Math.min(best, blockMin[i / size]);
        i += size;
      } else {
        best = Math.min(best, current[i]);
        i++;
      }
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

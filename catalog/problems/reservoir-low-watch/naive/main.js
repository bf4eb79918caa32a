/**
 * @param {number[]} levels the starting water level of each reservoir
 * @param {Array<[string, number, number]>} ops ["U", i, v] sets level i to v; ["Q", l, r] asks for the lowest level in l..r
 * @return {number[]} the answer to every "Q" operation, in order
 */
function lowWatch(levels, ops) {
  // Naive: update in place, scan the whole range for every question. O(n) per question.
  const current = [...levels];
  const answers = [];
  for (const [kind, a, b] of ops) {
    if (kind === 'U') {
      current[a] = b;
      continue;
    }
    let best = current[a];
    for (let i = a + 1; i <= b; i++) if (current[i] < best) best = current[i];
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

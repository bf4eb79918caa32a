/**
 * @param {number} n number of items
 * @param {Array<[string, number, number, number]>} commands ["add", l, r, x] or ["sum", l, r, 0]
 * @return {number[]} the answer of every "sum", in order
 */
function runAdjustments(n, commands) {
  // Naive: the adjustments in an array, every command loops over its range. O(n * q).
  const adjustment = new Array(n).fill(0);
  const answers = [];
  for (const [op, l, r, x] of commands) {
    if (op === 'add') {
      for (let i = l; i <= r; i++) adjustment[i] += x;
    } else {
      let s = 0;
      for (let i = l; i <= r; i++) s += adjustment[i];
      answers.push(s);
    }
  }
  return answers;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const q = Number(tokens[1]);
const commands = [];
for (let i = 0, at = 2; i < q; i++) {
  const op = tokens[at];
  const x = op === 'add' ? Number(tokens[at + 3]) : 0;
  commands.push([op, Number(tokens[at + 1]), Number(tokens[at + 2]), x]);
  at += op === 'add' ? 4 : 3;
}
console.log(runAdjustments(n, commands).join('\n'));

/**
 * @param {number} n number of items
 * @param {Array<[string, number, number, number]>} commands ["add", l, r, x] or ["sum", l, r, 0]
 * @return {number[]} the answer of every "sum", in order
 */
function runAdjustments(n, commands) {
  // Write your code here.
  return [];
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

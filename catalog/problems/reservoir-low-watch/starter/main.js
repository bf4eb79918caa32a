/**
 * @param {number[]} levels the starting water level of each reservoir
 * @param {Array<[string, number, number]>} ops ["U", i, v] sets level i to v; ["Q", l, r] asks for the lowest level in l..r
 * @return {number[]} the answer to every "Q" operation, in order
 */
function lowWatch(levels, ops) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const q = Number(tokens[1]);
const levels = tokens.slice(2, 2 + n).map(Number);
const ops = [];
for (let i = 0, p = 2 + n; i < q; i++, p += 3)
  ops.push([tokens[p], Number(tokens[p + 1]), Number(tokens[p + 2])]);
console.log(lowWatch(levels, ops).join('\n'));

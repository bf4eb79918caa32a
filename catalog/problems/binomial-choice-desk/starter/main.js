/**
 * @param {number[][]} queries pairs [n, r]
 * @return {number[]} C(n, r) mod 1e9+7 for every query, in order
 */
function countChoices(queries) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const queries = [];
for (let i = 0; i < q; i++) queries.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
console.log(countChoices(queries).join('\n'));

/**
 * @param {number[]} takings the ledger entries, day 0 first
 * @param {number[][]} queries [l, r] pairs
 * @return {number[]} the total of days l..r for each query
 */
function rangeTotals(takings, queries) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const takings = data.slice(1, 1 + n);
const q = data[1 + n];
const queries = [];
for (let i = 0; i < q; i++) queries.push([data[2 + n + 2 * i], data[3 + n + 2 * i]]);
console.log(rangeTotals(takings, queries).join('\n'));

/**
 * @param {number[]} takings the ledger entries, day 0 first
 * @param {number[][]} queries [l, r] pairs
 * @return {number[]} the total of days l..r for each query
 */
function rangeTotals(takings, queries) {
  // prefix[i] = total of the first i days.
  const prefix = new Array(takings.length + 1).fill(0);
  for (let i = 0; i < takings.length; i++) prefix[i + 1] = prefix[i] + takings[i];
  return queries.map(([l, r]) => prefix[r + 1] - prefix[l]);
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const takings = data.slice(1, 1 + n);
const q = data[1 + n];
const queries = [];
for (let i = 0; i < q; i++) queries.push([data[2 + n + 2 * i], data[3 + n + 2 * i]]);
console.log(rangeTotals(takings, queries).join('\n'));

/**
 * @param {number[]} codes the checksum code of each ledger line
 * @param {number[][]} queries each query as [l, r], inclusive indices
 * @return {number[]} for each query, codes[l] XOR codes[l+1] XOR ... XOR codes[r]
 */
function rangeXors(codes, queries) {
  // prefix[i] = XOR of the first i codes; XOR cancels the shared part of two prefixes.
  const prefix = new Array(codes.length + 1).fill(0);
  for (let i = 0; i < codes.length; i++) prefix[i + 1] = prefix[i] ^ codes[i];
  return queries.map(([l, r]) => prefix[r + 1] ^ prefix[l]);
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const codes = data.slice(1, 1 + n);
const q = data[1 + n];
const queries = [];
for (let i = 0; i < q; i++) queries.push([data[2 + n + 2 * i], data[3 + n + 2 * i]]);
console.log(rangeXors(codes, queries).join('\n'));

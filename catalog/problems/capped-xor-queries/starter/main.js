/**
 * @param {number[]} codes the codes in stock
 * @param {number[][]} requests pairs [x, m]
 * @return {number[]} for each request, the largest x XOR c over codes c <= m, or -1
 */
function cappedXor(codes, requests) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, q] = data;
const codes = data.slice(2, 2 + n);
const requests = [];
for (let i = 0; i < q; i++) requests.push([data[2 + n + 2 * i], data[3 + n + 2 * i]]);
console.log(cappedXor(codes, requests).join('\n'));

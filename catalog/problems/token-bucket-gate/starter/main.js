/**
 * @param {number} c bucket capacity
 * @param {number} r one token arrives at every positive multiple of r
 * @param {number[][]} requests pairs [t, id] in non-decreasing t
 * @return {boolean[]} for each request, whether it passes
 */
function gateRequests(c, r, requests) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, c, r] = tokens;
const requests = [];
for (let i = 0; i < n; i++) requests.push([tokens[3 + 2 * i], tokens[4 + 2 * i]]);
console.log(
  gateRequests(c, r, requests)
    .map((ok) => (ok ? 'pass' : 'drop'))
    .join('\n'),
);

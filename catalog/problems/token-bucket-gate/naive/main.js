/**
 * @param {number} c bucket capacity
 * @param {number} r one token arrives at every positive multiple of r
 * @param {number[][]} requests pairs [t, id] in non-decreasing t
 * @return {boolean[]} for each request, whether it passes
 */
function gateRequests(c, r, requests) {
  // Naive: step each bucket through every refill moment since its last update. O(t / r) per request.
  const buckets = new Map();
  return requests.map(([t, id]) => {
    let b = buckets.get(id);
    if (!b) {
      b = { tokens: c, moment: 0 };
      buckets.set(id, b);
    }
    while ((b.moment + 1) * r <= t) {
      b.moment++;
      if (b.tokens < c) b.tokens++;
    }
    if (b.tokens === 0) return false;
    b.tokens--;
    return true;
  });
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

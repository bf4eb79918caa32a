/**
 * @param {number[]} codes the codes in stock
 * @param {number[][]} requests pairs [x, m]
 * @return {number[]} for each request, the largest x XOR c over codes c <= m, or -1
 */
function cappedXor(codes, requests) {
  // Naive: a fresh trie of the allowed codes for every request. O(q * n * BITS).
  const BITS = 20;
  return requests.map(([x, m]) => {
    const allowed = codes.filter((c) => c <= m);
    if (allowed.length === 0) return -1;
    const child = new Int32Array(2 * (allowed.length * BITS + 1));
    let nodes = 1;
    for (const c of allowed) {
      let node = 0;
      for (let b = BITS - 1; b >= 0; b--) {
        const slot = 2 * node + ((c >> b) & 1);
        if (child[slot] === 0) child[slot] = nodes++;
        node = child[slot];
      }
    }
    let node = 0;
    let result = 0;
    for (let b = BITS - 1; b >= 0; b--) {
      const want = ((x >> b) & 1) ^ 1;
      if (child[2 * node + want] !== 0) {
        result |= 1 << b;
        node = child[2 * node + want];
      } else {
        node = child[2 * node + (want ^ 1)];
      }
    }
    return result;
  });
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, q] = data;
const codes = data.slice(2, 2 + n);
const requests = [];
for (let i = 0; i < q; i++) requests.push([data[2 + n + 2 * i], data[3 + n + 2 * i]]);
console.log(cappedXor(codes, requests).join('\n'));

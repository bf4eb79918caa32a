/**
 * @param {number[]} codes the codes in stock
 * @param {number[][]} requests pairs [x, m]
 * @return {number[]} for each request, the largest x XOR c over codes c <= m, or -1
 */
function cappedXor(codes, requests) {
  const BITS = 20;
  const sorted = Int32Array.from(codes).sort();
  // Binary trie in flat arrays: child[2 * node + bit], 0 = none; node 0 is the root.
  const child = new Int32Array(2 * (codes.length * BITS + 1));
  let nodes = 1;
  const insert = (c) => {
    let node = 0;
    for (let b = BITS - 1; b >= 0; b--) {
      const slot = 2 * node + ((c >> b) & 1);
      if (child[slot] === 0) child[slot] = nodes++;
      node = child[slot];
    }
  };
  /** Largest x XOR c over the inserted codes: prefer the opposite bit at every level. */
  const best = (x) => {
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
  };
  // Offline: requests in increasing cap, codes inserted as the cap allows them.
  const order = requests.map((_, i) => i).sort((i, j) => requests[i][1] - requests[j][1]);
  const answers = new Array(requests.length);
  let next = 0;
  for (const i of order) {
    const [x, m] = requests[i];
    while (next < sorted.length && sorted[next] <= m) insert(sorted[next++]);
    answers[i] = next === 0 ? -1 : best(x);
  }
  return answers;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, q] = data;
const codes = data.slice(2, 2 + n);
const requests = [];
for (let i = 0; i < q; i++) requests.push([data[2 + n + 2 * i], data[3 + n + 2 * i]]);
console.log(cappedXor(codes, requests).join('\n'));

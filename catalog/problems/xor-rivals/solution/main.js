/**
 * @param {number[]} codes strength codes, each below 2^30
 * @return {number} the maximum XOR of two different codes
 */
function maxRivalry(codes) {
  const BITS = 30;
  // Binary trie in flat arrays: child[2 * node + bit] (0 = no child; node 0 is the root).
  const child = new Int32Array(2 * (BITS * codes.length + 1));
  let nodes = 1;
  const insert = (x) => {
    let node = 0;
    for (let k = BITS - 1; k >= 0; k--) {
      const slot = 2 * node + ((x >> k) & 1);
      if (child[slot] === 0) child[slot] = nodes++;
      node = child[slot];
    }
  };
  const bestPartner = (x) => {
    // Greedy from the top bit: take the opposite bit whenever the trie has it.
    let node = 0;
    let xor = 0;
    for (let k = BITS - 1; k >= 0; k--) {
      const want = ((x >> k) & 1) ^ 1;
      if (child[2 * node + want] !== 0) {
        xor |= 1 << k;
        node = child[2 * node + want];
      } else {
        node = child[2 * node + (want ^ 1)];
      }
    }
    return xor;
  };
  insert(codes[0]);
  let best = 0;
  for (let j = 1; j < codes.length; j++) {
    best = Math.max(best, bestPartner(codes[j])); // partners among codes[0..j-1]
    insert(codes[j]);
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(maxRivalry(data.slice(1, 1 + n))));

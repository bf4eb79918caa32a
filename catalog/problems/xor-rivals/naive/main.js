/**
 * @param {number[]} codes strength codes, each below 2^30
 * @return {number} the maximum XOR of two different codes
 */
function maxRivalry(codes) {
  // Naive: every pair. O(n^2).
  let best = 0;
  for (let i = 0; i < codes.length; i++) {
    for (let j = i + 1; j < codes.length; j++) {
      const x = codes[i] ^ codes[j];
      if (x > best) best = x;
    }
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(maxRivalry(data.slice(1, 1 + n))));

/**
 * @param {number} m number of skills
 * @param {number[]} kits each kit's skills as a bit mask
 * @return {number} fewest kits covering all m skills, or -1
 */
function fewestKits(m, kits) {
  // Naive: try every subset of the kits. O(2^n · n).
  const full = (1 << m) - 1;
  const n = kits.length;
  let best = -1;
  for (let subset = 0; subset < 2 ** n; subset++) {
    let union = 0;
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (Math.floor(subset / 2 ** i) % 2 === 1) {
        union |= kits[i];
        count++;
      }
    }
    if (union === full && (best < 0 || count < best)) best = count;
  }
  return best;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = tokens;
const kits = [];
let pos = 2;
for (let i = 0; i < n; i++) {
  const c = tokens[pos++];
  let mask = 0;
  for (let k = 0; k < c; k++) mask |= 1 << tokens[pos++];
  kits.push(mask);
}
console.log(String(fewestKits(m, kits)));

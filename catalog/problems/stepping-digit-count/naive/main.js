/**
 * @param {number} lo
 * @param {number} hi
 * @return {number} how many integers in [lo, hi] have neighbouring digits that differ by exactly 1
 */
function countStepping(lo, hi) {
  // Naive: check every integer of the range digit by digit. O((hi - lo) · digits).
  let count = 0;
  for (let v = lo; v <= hi; v++) {
    let x = v;
    let last = x % 10;
    let ok = true;
    x = Math.floor(x / 10);
    while (x > 0) {
      const d = x % 10;
      if (Math.abs(d - last) !== 1) {
        ok = false;
        break;
      }
      last = d;
      x = Math.floor(x / 10);
    }
    if (ok) count++;
  }
  return count;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(String(countStepping(tokens[1 + 2 * i], tokens[2 + 2 * i])));
console.log(out.join('\n'));

/**
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @return {number} the number of grid points on the segment, both ends included
 */
function countPosts(x1, y1, x2, y2) {
  // The grid points split the segment into gcd(|dx|, |dy|) equal steps.
  let a = Math.abs(x2 - x1);
  let b = Math.abs(y2 - y1);
  while (b !== 0) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a + 1;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) {
  const k = 1 + 4 * i;
  out.push(String(countPosts(tokens[k], tokens[k + 1], tokens[k + 2], tokens[k + 3])));
}
console.log(out.join('\n'));

/**
 * @param {number} x
 * @return {boolean} whether repeatedly summing the squares of the digits reaches 1
 */
function isCheerful(x) {
  const seen = new Set();
  let v = x;
  while (v !== 1 && !seen.has(v)) {
    seen.add(v);
    let next = 0;
    while (v > 0) {
      const d = v % 10;
      next += d * d;
      v = Math.floor(v / 10);
    }
    v = next;
  }
  return v === 1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const out = [];
for (let i = 1; i <= data[0]; i++) out.push(String(isCheerful(data[i])));
console.log(out.join('\n'));

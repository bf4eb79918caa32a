/**
 * @param {number[]} fuel fuel loaded at each depot
 * @param {number[]} cost fuel burnt on the road leaving each depot
 * @return {number} the smallest depot from which the loop can be completed, or -1
 */
function loopStart(fuel, cost) {
  // Naive: simulate the loop from every depot. O(n^2).
  const n = fuel.length;
  for (let s = 0; s < n; s++) {
    let tank = 0;
    let ok = true;
    for (let k = 0; k < n; k++) {
      const i = (s + k) % n;
      tank += fuel[i] - cost[i];
      if (tank < 0) {
        ok = false;
        break;
      }
    }
    if (ok) return s;
  }
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(loopStart(data.slice(1, 1 + n), data.slice(1 + n, 1 + 2 * n))));

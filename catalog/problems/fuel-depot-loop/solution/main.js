/**
 * @param {number[]} fuel fuel loaded at each depot
 * @param {number[]} cost fuel burnt on the road leaving each depot
 * @return {number} the smallest depot from which the loop can be completed, or -1
 */
function loopStart(fuel, cost) {
  let total = 0; // net fuel over the whole loop
  let tank = 0; // fuel in the tank since the current candidate start
  let start = 0;
  for (let i = 0; i < fuel.length; i++) {
    const d = fuel[i] - cost[i];
    total += d;
    tank += d;
    if (tank < 0) {
      // No depot in start..i can work: each would reach leg i with even less fuel.
      start = i + 1;
      tank = 0;
    }
  }
  return total < 0 ? -1 : start;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(loopStart(data.slice(1, 1 + n), data.slice(1 + n, 1 + 2 * n))));

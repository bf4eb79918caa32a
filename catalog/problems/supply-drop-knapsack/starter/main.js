/**
 * @param {number} cap the drone's capacity W
 * @param {number[][]} crates [weight, value] pairs
 * @return {number} the largest total value that fits
 */
function bestLoad(cap, crates) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, cap] = data;
const crates = [];
for (let i = 0; i < n; i++) crates.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(bestLoad(cap, crates)));

/**
 * @param {number} cap the van's capacity W in kilograms
 * @param {number[][]} kinds [weight, value] of each kind of sack (unlimited stock)
 * @return {number} the largest total value of a load weighing at most cap
 */
function bestBulkOrder(cap, kinds) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, cap] = data;
const kinds = [];
for (let i = 0; i < n; i++) kinds.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(bestBulkOrder(cap, kinds)));

/**
 * @param {number[][]} orders pairs [deadline, payment]
 * @return {number} the largest total payment of orders that can all be finished on time
 */
function bestPayment(orders) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
const orders = [];
for (let i = 0; i < n; i++) orders.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
console.log(String(bestPayment(orders)));

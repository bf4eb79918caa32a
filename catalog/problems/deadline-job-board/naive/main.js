/**
 * @param {number[][]} orders pairs [deadline, payment]
 * @return {number} the largest total payment of orders that can all be finished on time
 */
function bestPayment(orders) {
  // Naive (wrong): by increasing deadline, take an order whenever an hour is still free; never swap.
  const sorted = orders.slice().sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  let used = 0;
  let total = 0;
  for (const [deadline, payment] of sorted) {
    if (used < deadline) {
      used++;
      total += payment;
    }
  }
  return total;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
const orders = [];
for (let i = 0; i < n; i++) orders.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
console.log(String(bestPayment(orders)));

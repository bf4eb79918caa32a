/**
 * @param {number[]} coins distinct denominations, each usable any number of times
 * @param {number} amount
 * @return {number} the number of payments of exactly `amount`, modulo 1e9+7
 */
function countPayments(coins, amount) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, amount] = data;
console.log(String(countPayments(data.slice(2, 2 + n), amount)));

/**
 * @param {number[]} prices closing price of each day
 * @return {number[]} for each day, how many consecutive days ending today closed at most at today's price
 */
function priceSpans(prices) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(priceSpans(data.slice(1, 1 + data[0])).join(' '));

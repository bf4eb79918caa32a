/**
 * @param {number[]} prices closing price of each day
 * @return {number[]} for each day, how many consecutive days ending today closed at most at today's price
 */
function priceSpans(prices) {
  const spans = new Array(prices.length);
  const stack = []; // indices of earlier days with a strictly higher price, prices decreasing upwards
  for (let i = 0; i < prices.length; i++) {
    while (stack.length > 0 && prices[stack[stack.length - 1]] <= prices[i]) stack.pop();
    spans[i] = stack.length === 0 ? i + 1 : i - stack[stack.length - 1];
    stack.push(i);
  }
  return spans;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(priceSpans(data.slice(1, 1 + data[0])).join(' '));

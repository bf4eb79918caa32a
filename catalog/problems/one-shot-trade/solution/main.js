/**
 * @param {number[]} prices the price on each day
 * @return {number} the best profit of one purchase followed by one later sale (0 if none helps)
 */
function bestProfit(prices) {
  let best = 0; // not trading at all
  let low = Number.POSITIVE_INFINITY; // cheapest price on an earlier day
  for (const p of prices) {
    if (p - low > best) best = p - low;
    if (p < low) low = p;
  }
  return best;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(bestProfit(tokens.slice(1, 1 + n))));

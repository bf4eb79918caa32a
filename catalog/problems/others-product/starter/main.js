const MOD = 1_000_000_007;

/**
 * @param {number[]} yields
 * @return {number[]} for each i, the product of all other yields modulo 10^9 + 7
 */
function othersProduct(yields) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(othersProduct(data.slice(1, 1 + data[0])).join(' '));

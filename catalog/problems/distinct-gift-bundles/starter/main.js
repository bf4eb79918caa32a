/**
 * @param {number[]} gifts gift values (a multiset, in any order)
 * @return {number[][]} all distinct bundles, each sorted ascending, in lexicographic order
 */
function giftBundles(gifts) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const bundles = giftBundles(data.slice(1, 1 + n));
const out = [String(bundles.length)];
for (const b of bundles) out.push(b.join(' '));
console.log(out.join('\n'));

/**
 * @param {number[]} gifts gift values (a multiset, in any order)
 * @return {number[][]} all distinct bundles, each sorted ascending, in lexicographic order
 */
function giftBundles(gifts) {
  // Naive (wrong): deduplicates index subsets without sorting them first,
  // so the same bundle in a different order counts twice.
  const n = gifts.length;
  const seen = new Map();
  for (let mask = 0; mask < 1 << n; mask++) {
    const b = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) b.push(gifts[i]);
    seen.set(b.join(' '), b);
  }
  const cmp = (x, y) => {
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
    return x.length - y.length;
  };
  return [...seen.values()].sort(cmp);
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const bundles = giftBundles(data.slice(1, 1 + n));
const out = [String(bundles.length)];
for (const b of bundles) out.push(b.join(' '));
console.log(out.join('\n'));

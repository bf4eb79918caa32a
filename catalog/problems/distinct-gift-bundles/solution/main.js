/**
 * @param {number[]} gifts gift values (a multiset, in any order)
 * @return {number[][]} all distinct bundles, each sorted ascending, in lexicographic order
 */
function giftBundles(gifts) {
  const a = [...gifts].sort((x, y) => x - y);
  const bundles = [];
  const current = [];
  // Pre-order backtracking over sorted values yields the bundles in lexicographic order.
  const extend = (start) => {
    bundles.push([...current]);
    for (let i = start; i < a.length; i++) {
      if (i > start && a[i] === a[i - 1]) continue; // same value at the same position: duplicate
      current.push(a[i]);
      extend(i + 1);
      current.pop();
    }
  };
  extend(0); // depth at most n ≤ 12
  return bundles;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const bundles = giftBundles(data.slice(1, 1 + n));
const out = [String(bundles.length)];
for (const b of bundles) out.push(b.join(' '));
console.log(out.join('\n'));

/**
 * @param {number[]} values the recorded values (may be negative)
 * @param {number} lo smallest allowed total
 * @param {number} hi largest allowed total
 * @return {number} how many runs of consecutive values have a total in [lo, hi]
 */
function countBoundedRuns(values, lo, hi) {
  const n = values.length;
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i] + values[i];
  const sorted = Float64Array.from(prefix).sort();
  // Distinct prefix sums in increasing order: Fenwick positions 1..m.
  const keys = [];
  for (const v of sorted) if (keys.length === 0 || keys[keys.length - 1] !== v) keys.push(v);
  const m = keys.length;
  /** Number of keys < x (or <= x when inclusive). */
  const countBelow = (x, inclusive) => {
    let a = 0;
    let b = m;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (keys[mid] < x || (inclusive && keys[mid] === x)) a = mid + 1;
      else b = mid;
    }
    return a;
  };
  const tree = new Int32Array(m + 1); // Fenwick tree of how many earlier prefixes hold each key
  const prefixCount = (i) => {
    let s = 0;
    for (; i > 0; i &= i - 1) s += tree[i];
    return s;
  };
  let count = 0;
  for (let j = 0; j <= n; j++) {
    const p = prefix[j];
    // Earlier prefixes q with lo <= p - q <= hi, i.e. p - hi <= q <= p - lo.
    count += prefixCount(countBelow(p - lo, true)) - prefixCount(countBelow(p - hi, false));
    for (let i = countBelow(p, false) + 1; i <= m; i += i & -i) tree[i]++;
  }
  return count;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countBoundedRuns(data.slice(3, 3 + data[0]), data[1], data[2])));

/**
 * Rearranges the values in place into the next lexicographic arrangement (wrapping around).
 * @param {number[]} a
 * @return {void}
 */
function nextCombination(a) {
  const reverse = (lo, hi) => {
    for (; lo < hi; lo++, hi--) [a[lo], a[hi]] = [a[hi], a[lo]];
  };
  // Pivot: the last position with a[i] < a[i + 1]; everything after it is non-increasing.
  let i = a.length - 2;
  while (i >= 0 && a[i] >= a[i + 1]) i--;
  if (i >= 0) {
    // Smallest value after the pivot that is larger than it: the first one from the right.
    let j = a.length - 1;
    while (a[j] <= a[i]) j--;
    [a[i], a[j]] = [a[j], a[i]];
  }
  reverse(i + 1, a.length - 1); // make the suffix as small as possible (whole array if no pivot)
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const a = data.slice(1, 1 + n);
nextCombination(a);
console.log(a.join(' '));

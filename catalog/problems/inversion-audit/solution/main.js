/**
 * @param {number[]} a ledger amounts
 * @return {number} number of pairs i < j with a[i] > a[j]
 */
function countInversions(a) {
  // Bottom-up merge sort: merge runs of width 1, 2, 4, ... and count, for every element
  // taken from a right run, how many larger elements remain in the left run.
  const n = a.length;
  let src = a.slice();
  let dst = new Array(n);
  let inversions = 0;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        if (src[j] < src[i]) {
          inversions += mid - i; // src[i..mid-1] are all larger than src[j]
          dst[k++] = src[j++];
        } else {
          dst[k++] = src[i++];
        }
      }
      while (i < mid) dst[k++] = src[i++];
      while (j < hi) dst[k++] = src[j++];
    }
    [src, dst] = [dst, src];
  }
  return inversions;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(countInversions(data.slice(1, 1 + n))));

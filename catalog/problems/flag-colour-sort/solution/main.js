/**
 * Rearranges the flags in place so that all 0s come first, then 1s, then 2s.
 * @param {number[]} flags values 0, 1 or 2
 * @return {number[]} the rearranged flags
 */
function sortFlags(flags) {
  let low = 0;
  let mid = 0;
  let high = flags.length - 1;
  while (mid <= high) {
    if (flags[mid] === 0) {
      [flags[low], flags[mid]] = [flags[mid], flags[low]];
      low++;
      mid++;
    } else if (flags[mid] === 1) {
      mid++;
    } else {
      // the flag swapped in from high is unexamined, so mid stays
      [flags[mid], flags[high]] = [flags[high], flags[mid]];
      high--;
    }
  }
  return flags;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(sortFlags(data.slice(1, 1 + data[0])).join(' '));

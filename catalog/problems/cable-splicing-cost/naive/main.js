/**
 * @param {number[]} lengths the lengths of the pieces
 * @return {number} the minimum total cost of splicing them into one cable
 */
function spliceCost(lengths) {
  // Naive: before each splice, scan every remaining piece for the two shortest. O(n^2).
  const pieces = lengths.slice();
  let total = 0;
  while (pieces.length > 1) {
    let first = pieces[0] <= pieces[1] ? 0 : 1;
    let second = 1 - first;
    for (let i = 2; i < pieces.length; i++) {
      if (pieces[i] < pieces[first]) {
        second = first;
        first = i;
      } else if (pieces[i] < pieces[second]) second = i;
    }
    const joined = pieces[first] + pieces[second];
    total += joined;
    const lo = Math.min(first, second);
    const hi = Math.max(first, second);
    pieces[hi] = pieces[pieces.length - 1];
    pieces.pop();
    pieces[lo] = joined;
  }
  return total;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(spliceCost(data.slice(1, 1 + data[0]))));

/**
 * @param {number[]} weights sack weights
 * @return {boolean} true if the sacks can be split into two groups of equal weight
 */
function canSplitFairly(weights) {
  // Naive: depth-first search over both carts for every sack. O(2^n).
  let total = 0;
  for (const w of weights) total += w;
  if (total % 2 === 1) return false;
  const half = total / 2;
  const stack = [[0, 0]]; // [next sack index, weight on cart A]
  while (stack.length > 0) {
    const [i, a] = stack.pop();
    if (a === half) return true;
    if (i === weights.length || a > half) continue;
    stack.push([i + 1, a]); // sack i goes on cart B
    stack.push([i + 1, a + weights[i]]); // sack i goes on cart A
  }
  return false;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(canSplitFairly(data.slice(1, 1 + data[0]))));

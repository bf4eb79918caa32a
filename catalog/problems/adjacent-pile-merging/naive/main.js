/**
 * @param {number[]} piles weights of the piles, left to right
 * @return {number} the least total cost of merging them into one pile
 */
function leastMergeCost(piles) {
  // Naive: the same split recursion without remembering ranges: about 3^n calls.
  const prefix = [0];
  for (const w of piles) prefix.push(prefix[prefix.length - 1] + w);
  const cost = (i, j) => {
    if (i === j) return 0;
    let best = Infinity;
    for (let k = i; k < j; k++) best = Math.min(best, cost(i, k) + cost(k + 1, j));
    return best + prefix[j + 1] - prefix[i];
  };
  return cost(0, piles.length - 1);
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(leastMergeCost(tokens.slice(1, 1 + n))));

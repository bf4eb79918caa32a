/**
 * @param {number[]} piles weights of the piles, left to right
 * @return {number} the least total cost of merging them into one pile
 */
function leastMergeCost(piles) {
  const n = piles.length;
  const prefix = [0];
  for (const w of piles) prefix.push(prefix[prefix.length - 1] + w);
  // cost[i][j] = least cost to merge piles i..j into one pile.
  const cost = Array.from({ length: n }, () => new Array(n).fill(0));
  for (let len = 2; len <= n; len++) {
    for (let i = 0; i + len - 1 < n; i++) {
      const j = i + len - 1;
      // The last merge joins i..k and k+1..j, for some split k.
      let best = Infinity;
      for (let k = i; k < j; k++) best = Math.min(best, cost[i][k] + cost[k + 1][j]);
      cost[i][j] = best + prefix[j + 1] - prefix[i];
    }
  }
  return cost[0][n - 1];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(leastMergeCost(tokens.slice(1, 1 + n))));

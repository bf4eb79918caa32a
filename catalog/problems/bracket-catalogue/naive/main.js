/**
 * @param {number} n number of bracket pairs
 * @param {number} d maximum depth
 * @return {string[]} every balanced pattern with n pairs and depth at most d, sorted
 */
function bracketCatalogue(n, d) {
  // Naive (wrong): grow patterns only as (s), ()s and s(), which misses e.g. (())(()).
  let level = new Set(['()']);
  for (let k = 2; k <= n; k++) {
    const next = new Set();
    for (const s of level) {
      next.add(`(${s})`);
      next.add(`()${s}`);
      next.add(`${s}()`);
    }
    level = next;
  }
  const depthOf = (s) => {
    let depth = 0;
    let best = 0;
    for (const ch of s) {
      depth += ch === '(' ? 1 : -1;
      best = Math.max(best, depth);
    }
    return best;
  };
  return [...level].filter((s) => depthOf(s) <= d).sort();
}

const [n, d] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(bracketCatalogue(n, d).join('\n'));

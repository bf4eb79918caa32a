/**
 * @param {number[]} jump jump[i] = longest forward jump from pad i
 * @return {number} fewest jumps from pad 0 to pad n - 1, or -1
 */
function fewestJumps(jump) {
  // Naive DP: best[i] = 1 + min best[j] over earlier pads j that can reach i. O(n^2).
  const n = jump.length;
  const best = new Array(n).fill(Number.POSITIVE_INFINITY);
  best[0] = 0;
  for (let i = 1; i < n; i++) {
    for (let j = 0; j < i; j++) {
      if (j + jump[j] >= i && best[j] + 1 < best[i]) best[i] = best[j] + 1;
    }
  }
  return best[n - 1] === Number.POSITIVE_INFINITY ? -1 : best[n - 1];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(fewestJumps(data.slice(1, 1 + data[0]))));

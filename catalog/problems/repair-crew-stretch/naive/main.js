/**
 * @param {string} lamps '1' for a working lamp, '0' for a broken one
 * @param {number} k how many broken lamps the crew can repair
 * @return {number} the longest run of consecutive working lamps after at most k repairs
 */
function longestLitRun(lamps, k) {
  // Naive: from every start, extend until a (k+1)-th broken lamp. O(n^2).
  let best = 0;
  for (let left = 0; left < lamps.length; left++) {
    let broken = 0;
    let right = left;
    while (right < lamps.length) {
      if (lamps[right] === '0') {
        if (broken === k) break;
        broken++;
      }
      right++;
    }
    best = Math.max(best, right - left);
  }
  return best;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(longestLitRun(lines[0].trim(), Number(lines[1])));

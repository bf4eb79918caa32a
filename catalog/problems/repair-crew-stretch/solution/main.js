/**
 * @param {string} lamps '1' for a working lamp, '0' for a broken one
 * @param {number} k how many broken lamps the crew can repair
 * @return {number} the longest run of consecutive working lamps after at most k repairs
 */
function longestLitRun(lamps, k) {
  let best = 0;
  let broken = 0; // broken lamps inside the window lamps[left..right]
  let left = 0;
  for (let right = 0; right < lamps.length; right++) {
    if (lamps[right] === '0') broken++;
    while (broken > k) {
      if (lamps[left] === '0') broken--;
      left++;
    }
    best = Math.max(best, right - left + 1);
  }
  return best;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(longestLitRun(lines[0].trim(), Number(lines[1])));

/**
 * @param {number[]} temps daily temperatures in order
 * @return {number} length of the longest strictly increasing run of consecutive days
 */
function longestWarmingStreak(temps) {
  if (temps.length === 0) return 0;
  let best = 1;
  let cur = 1; // length of the streak ending on day i
  for (let i = 1; i < temps.length; i++) {
    cur = temps[i] > temps[i - 1] ? cur + 1 : 1;
    if (cur > best) best = cur;
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(longestWarmingStreak(data.slice(1, 1 + n))));

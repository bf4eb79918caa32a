/**
 * @param {number[]} donations the positive total of every day
 * @param {number} target the amount a streak must reach
 * @return {number} the length of the shortest streak reaching target, or 0
 */
function shortestStreak(donations, target) {
  let best = 0;
  let sum = 0;
  let left = 0;
  for (let right = 0; right < donations.length; right++) {
    sum += donations[right];
    // Shrink from the left while the window still reaches the target.
    while (sum >= target) {
      const length = right - left + 1;
      if (best === 0 || length < best) best = length;
      sum -= donations[left];
      left++;
    }
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(shortestStreak(data.slice(2, 2 + data[0]), data[1])));

/**
 * @param {number[]} donations the positive total of every day
 * @param {number} target the amount a streak must reach
 * @return {number} the length of the shortest streak reaching target, or 0
 */
function shortestStreak(donations, target) {
  // Naive: every start day, extended until the total reaches the target. O(n^2).
  let best = 0;
  for (let i = 0; i < donations.length; i++) {
    let sum = 0;
    for (let j = i; j < donations.length; j++) {
      sum += donations[j];
      if (sum >= target) {
        if (best === 0 || j - i + 1 < best) best = j - i + 1;
        break;
      }
    }
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(shortestStreak(data.slice(2, 2 + data[0]), data[1])));

/**
 * @param {number[]} donations the positive total of every day
 * @param {number} target the amount a streak must reach
 * @return {number} the length of the shortest streak reaching target, or 0
 */
function shortestStreak(donations, target) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(shortestStreak(data.slice(2, 2 + data[0]), data[1])));

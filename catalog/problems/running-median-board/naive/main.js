/**
 * @param {number[]} scores in the order they are awarded
 * @return {number[]} the lower median after each score
 */
function runningMedians(scores) {
  // Naive: sort everything seen so far after every new score. O(n^2 log n).
  const seen = [];
  const out = [];
  for (const x of scores) {
    seen.push(x);
    const sorted = seen.slice().sort((a, b) => a - b);
    out.push(sorted[(sorted.length - 1) >> 1]);
  }
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(runningMedians(data.slice(1, 1 + n)).join(' '));

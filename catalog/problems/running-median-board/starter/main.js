/**
 * @param {number[]} scores in the order they are awarded
 * @return {number[]} the lower median after each score
 */
function runningMedians(scores) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(runningMedians(data.slice(1, 1 + n)).join(' '));

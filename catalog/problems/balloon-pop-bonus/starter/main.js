/**
 * @param {number[]} balloons numbers from left to right
 * @return {number} the largest total score for popping all balloons
 */
function bestPopScore(balloons) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestPopScore(data.slice(1, 1 + data[0]))));

/**
 * @param {string} lamps '1' for a working lamp, '0' for a broken one
 * @param {number} k how many broken lamps the crew can repair
 * @return {number} the longest run of consecutive working lamps after at most k repairs
 */
function longestLitRun(lamps, k) {
  // Write your code here.
  return 0;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(longestLitRun(lines[0].trim(), Number(lines[1])));

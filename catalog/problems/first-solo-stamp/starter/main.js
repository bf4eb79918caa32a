/**
 * @param {string} s lowercase letters
 * @return {number} index of the first character occurring exactly once, or -1
 */
function firstSoloStamp(s) {
  // Write your code here.
  return -1;
}

const s = require('node:fs').readFileSync(0, 'utf8').split('\n')[0].trim();
console.log(String(firstSoloStamp(s)));

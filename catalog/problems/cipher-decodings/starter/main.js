/**
 * @param {string} s the digit string
 * @return {number} the number of readings of s, modulo 10^9 + 7
 */
function countReadings(s) {
  // Write your code here.
  return -1;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(countReadings(s)));

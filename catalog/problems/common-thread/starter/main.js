/**
 * @param {string} a
 * @param {string} b
 * @return {number} the length of the longest common subsequence of a and b
 */
function commonThread(a, b) {
  // Write your code here.
  return -1;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(commonThread(lines[0].trim(), (lines[1] ?? '').trim())));

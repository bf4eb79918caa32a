/**
 * @param {string} s
 * @return {number} the length of the longest substring without a repeated character
 */
function longestUniqueRun(s) {
  // Write your code here.
  return 0;
}

const s = require('node:fs').readFileSync(0, 'utf8').split('\n')[0].replace(/\r$/, '');
console.log(String(longestUniqueRun(s)));

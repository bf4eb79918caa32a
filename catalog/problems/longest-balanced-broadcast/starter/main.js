/**
 * @param {string} s a string of '(' and ')'
 * @return {number} length of the longest balanced substring
 */
function longestBalanced(s) {
  // Write your code here.
  return -1;
}

const input = require('node:fs').readFileSync(0, 'utf8');
console.log(String(longestBalanced(input.split('\n')[0].trim())));

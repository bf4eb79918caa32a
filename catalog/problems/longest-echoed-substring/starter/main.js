/**
 * @param {string} s the transcript
 * @return {number[]} [L, i]: the longest length L of a substring occurring at least twice and the
 *   smallest start i of such a substring; [0, -1] if no letter repeats
 */
function longestEcho(s) {
  // Write your code here.
  return [0, -1];
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(longestEcho(s).join(' '));

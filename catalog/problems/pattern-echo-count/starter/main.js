/**
 * @param {string} text the recording
 * @param {string} pattern the motif
 * @return {number} number of (overlapping) occurrences of pattern in text
 */
function countEchoes(text, pattern) {
  // Write your code here.
  return 0;
}

const [text, pattern] = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(countEchoes(text.trim(), pattern.trim())));

/**
 * @param {string} text the recording
 * @param {string} pattern the motif
 * @return {number} number of (overlapping) occurrences of pattern in text
 */
function countEchoes(text, pattern) {
  // Naive: try every start position, compare character by character. O(|text| · |pattern|).
  let count = 0;
  for (let i = 0; i + pattern.length <= text.length; i++) {
    let j = 0;
    while (j < pattern.length && text.charCodeAt(i + j) === pattern.charCodeAt(j)) j++;
    if (j === pattern.length) count++;
  }
  return count;
}

const [text, pattern] = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(countEchoes(text.trim(), pattern.trim())));

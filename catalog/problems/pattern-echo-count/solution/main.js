/**
 * @param {string} text the recording
 * @param {string} pattern the motif
 * @return {number} number of (overlapping) occurrences of pattern in text
 */
function countEchoes(text, pattern) {
  const m = pattern.length;
  // border[i] = length of the longest proper prefix of pattern[0..i] that is also its suffix.
  const border = new Int32Array(m);
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && pattern[i] !== pattern[k]) k = border[k - 1];
    if (pattern[i] === pattern[k]) k++;
    border[i] = k;
  }
  // Scan the text once; k = how many pattern characters currently match.
  let count = 0;
  for (let i = 0, k = 0; i < text.length; i++) {
    while (k > 0 && text[i] !== pattern[k]) k = border[k - 1];
    if (text[i] === pattern[k]) k++;
    if (k === m) {
      count++;
      k = border[k - 1]; // keep the overlap for the next occurrence
    }
  }
  return count;
}

const [text, pattern] = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(countEchoes(text.trim(), pattern.trim())));

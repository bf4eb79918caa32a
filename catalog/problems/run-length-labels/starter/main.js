/**
 * @param {string} s the label
 * @return {string} its code: every maximal run as letter + length
 */
function encodeLabel(s) {
  // Write your code here.
  return '';
}

/**
 * @param {string} t a code of letter-count pairs
 * @return {string} the label it stands for
 */
function decodeLabel(t) {
  // Write your code here.
  return '';
}

const [s, t] = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(`${encodeLabel(s.trim())}\n${decodeLabel(t.trim())}`);

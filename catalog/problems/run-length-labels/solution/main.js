/**
 * @param {string} s the label
 * @return {string} its code: every maximal run as letter + length
 */
function encodeLabel(s) {
  const parts = [];
  let i = 0;
  while (i < s.length) {
    // s[i..j-1] is one maximal run of equal letters.
    let j = i;
    while (j < s.length && s[j] === s[i]) j++;
    parts.push(s[i], String(j - i));
    i = j;
  }
  return parts.join('');
}

/**
 * @param {string} t a code of letter-count pairs
 * @return {string} the label it stands for
 */
function decodeLabel(t) {
  const parts = [];
  let k = 0;
  while (k < t.length) {
    const letter = t[k++];
    let count = 0;
    while (k < t.length && t[k] >= '0' && t[k] <= '9') count = count * 10 + (t.charCodeAt(k++) - 48);
    parts.push(letter.repeat(count));
  }
  return parts.join('');
}

const [s, t] = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(`${encodeLabel(s.trim())}\n${decodeLabel(t.trim())}`);

/**
 * @param {string} s the painted word
 * @return {number} fewest letters to add in front so that the result is a palindrome
 */
function fewestFrontLetters(s) {
  // Longest prefix of s that is also a suffix of reverse(s) = longest palindromic prefix.
  // The separator '#' keeps the match from running past the end of s.
  const t = `${s}#${[...s].reverse().join('')}`;
  const border = new Int32Array(t.length);
  for (let i = 1, k = 0; i < t.length; i++) {
    while (k > 0 && t[i] !== t[k]) k = border[k - 1];
    if (t[i] === t[k]) k++;
    border[i] = k;
  }
  return s.length - border[t.length - 1];
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(fewestFrontLetters(s)));

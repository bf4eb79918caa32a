/**
 * @param {string} s the manuscript
 * @return {number} number of pairs i <= j with s[i..j] a palindrome
 */
function countPalindromes(s) {
  const n = s.length;
  let count = 0;
  // Odd palindromes: odd[i] = number of odd palindromes centred at i (its radius, counting s[i]).
  // [left, right] is the palindrome found so far that reaches furthest right.
  const odd = new Int32Array(n);
  for (let i = 0, left = 0, right = -1; i < n; i++) {
    // Inside [left, right], the mirror centre left + right - i already knows a lower bound.
    let k = i > right ? 1 : Math.min(odd[left + right - i], right - i + 1);
    while (i - k >= 0 && i + k < n && s[i - k] === s[i + k]) k++;
    odd[i] = k;
    count += k;
    if (i + k - 1 > right) {
      left = i - k + 1;
      right = i + k - 1;
    }
  }
  // Even palindromes: even[i] = number of even palindromes whose right centre letter is s[i].
  const even = new Int32Array(n);
  for (let i = 0, left = 0, right = -1; i < n; i++) {
    let k = i > right ? 0 : Math.min(even[left + right - i + 1], right - i + 1);
    while (i - k - 1 >= 0 && i + k < n && s[i - k - 1] === s[i + k]) k++;
    even[i] = k;
    count += k;
    if (i + k - 1 > right) {
      left = i - k;
      right = i + k - 1;
    }
  }
  return count;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(countPalindromes(s)));

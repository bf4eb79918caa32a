// Two polynomial hashes; moduli are primes chosen so that every intermediate value
// (below 200 · 4.6·10^13) stays an exact JavaScript integer.
const P1 = 45035996273689;
const P2 = 45035996272667;
const B1 = 131;
const B2 = 137;

/**
 * @param {string} s the sequence
 * @param {number} k window length
 * @return {number} the number of distinct substrings of length k
 */
function distinctGrams(s, k) {
  const code = (i) => s.charCodeAt(i) - 96; // 'a' -> 1 ... 'z' -> 26
  // pw = B^(k-1) mod P: the weight of the letter leaving the window.
  let pw1 = 1;
  let pw2 = 1;
  for (let i = 1; i < k; i++) {
    pw1 = (pw1 * B1) % P1;
    pw2 = (pw2 * B2) % P2;
  }
  let h1 = 0;
  let h2 = 0;
  for (let i = 0; i < k; i++) {
    h1 = (h1 * B1 + code(i)) % P1;
    h2 = (h2 * B2 + code(i)) % P2;
  }
  const seen = new Set([`${h1}:${h2}`]);
  for (let i = k; i < s.length; i++) {
    // Slide: drop s[i - k], append s[i].
    h1 = (((h1 - ((code(i - k) * pw1) % P1) + P1) % P1) * B1 + code(i)) % P1;
    h2 = (((h2 - ((code(i - k) * pw2) % P2) + P2) % P2) * B2 + code(i)) % P2;
    seen.add(`${h1}:${h2}`);
  }
  return seen.size;
}

const [s, kLine] = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(distinctGrams(s.trim(), Number(kLine))));

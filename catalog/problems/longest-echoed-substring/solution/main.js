// Two rolling hashes modulo primes below 2^26: every intermediate value stays a small exact
// integer, and the pair fits in one numeric key h1 · 2^26 + h2 (below 2^52).
const P1 = 67108859;
const P2 = 67108837;
const B1 = 131;
const B2 = 137;

/**
 * @param {string} s the transcript
 * @return {number[]} [L, i]: the longest length L of a substring occurring at least twice and the
 *   smallest start i of such a substring; [0, -1] if no letter repeats
 */
function longestEcho(s) {
  const n = s.length;
  const code = (i) => s.charCodeAt(i) - 96;
  /** Smallest start of a window of this length that occurs again, or -1. */
  const firstRepeat = (len) => {
    let pw1 = 1;
    let pw2 = 1;
    for (let i = 1; i < len; i++) {
      pw1 = (pw1 * B1) % P1;
      pw2 = (pw2 * B2) % P2;
    }
    let h1 = 0;
    let h2 = 0;
    for (let i = 0; i < len; i++) {
      h1 = (h1 * B1 + code(i)) % P1;
      h2 = (h2 * B2 + code(i)) % P2;
    }
    const first = new Map([[h1 * 67108864 + h2, 0]]);
    let best = -1;
    for (let i = 1; i + len <= n; i++) {
      // Slide: drop s[i - 1], append s[i + len - 1].
      h1 = (((h1 - ((code(i - 1) * pw1) % P1) + P1) % P1) * B1 + code(i + len - 1)) % P1;
      h2 = (((h2 - ((code(i - 1) * pw2) % P2) + P2) % P2) * B2 + code(i + len - 1)) % P2;
      const key = h1 * 67108864 + h2;
      const j = first.get(key);
      if (j === undefined) first.set(key, i);
      else if (best < 0 || j < best) best = j;
    }
    return best;
  };
  // "Some window of length L repeats" holds for every L up to the answer: binary search.
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    if (firstRepeat(mid) >= 0) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? [0, -1] : [lo, firstRepeat(lo)];
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(longestEcho(s).join(' '));

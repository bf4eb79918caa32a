/**
 * @param {string} s the message without spaces
 * @param {string[]} words the code book
 * @return {boolean} true if s can be cut entirely into code-book words
 */
function canSplit(s, words) {
  const dict = new Set(words);
  let longest = 0;
  for (const w of words) longest = Math.max(longest, w.length);
  const n = s.length;
  const ok = new Array(n + 1).fill(false); // ok[i]: the first i letters can be split
  ok[0] = true;
  for (let i = 1; i <= n; i++) {
    for (let j = i - 1; j >= Math.max(0, i - longest) && !ok[i]; j--) {
      if (ok[j] && dict.has(s.slice(j, i))) ok[i] = true;
    }
  }
  return ok[n];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const m = Number(tokens[1]);
console.log(String(canSplit(tokens[0], tokens.slice(2, 2 + m))));

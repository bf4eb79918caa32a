/**
 * @param {string} pattern
 * @param {string[]} words
 * @return {boolean} whether the words follow the pattern one-to-one
 */
function followsPattern(pattern, words) {
  if (pattern.length !== words.length) return false;
  const wordOf = new Map(); // letter -> word
  const letterOf = new Map(); // word -> letter
  for (let i = 0; i < words.length; i++) {
    const c = pattern[i];
    const w = words[i];
    if (wordOf.has(c) && wordOf.get(c) !== w) return false;
    if (letterOf.has(w) && letterOf.get(w) !== c) return false;
    wordOf.set(c, w);
    letterOf.set(w, c);
  }
  return true;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const pattern = tokens[0];
const n = Number(tokens[1]);
console.log(String(followsPattern(pattern, tokens.slice(2, 2 + n))));

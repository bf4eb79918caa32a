/**
 * @param {string} s the message without spaces
 * @param {string[]} words the code book
 * @return {boolean} true if s can be cut entirely into code-book words
 */
function canSplit(s, words) {
  // Naive: backtracking over every word that fits next, with no memory of failed positions.
  const stack = [0]; // explicit stack of start positions (no deep recursion)
  while (stack.length > 0) {
    const pos = stack.pop();
    if (pos === s.length) return true;
    for (const w of words) if (s.startsWith(w, pos)) stack.push(pos + w.length);
  }
  return false;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const m = Number(tokens[1]);
console.log(String(canSplit(tokens[0], tokens.slice(2, 2 + m))));

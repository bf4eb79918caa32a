/**
 * @param {string} s a string of '(' and ')'
 * @return {number} length of the longest balanced substring
 */
function longestBalanced(s) {
  // Naive: from every start, walk right until the depth goes negative. O(n^2).
  let best = 0;
  for (let i = 0; i < s.length; i++) {
    let depth = 0;
    for (let j = i; j < s.length; j++) {
      depth += s[j] === '(' ? 1 : -1;
      if (depth < 0) break;
      if (depth === 0 && j - i + 1 > best) best = j - i + 1;
    }
  }
  return best;
}

const input = require('node:fs').readFileSync(0, 'utf8');
console.log(String(longestBalanced(input.split('\n')[0].trim())));

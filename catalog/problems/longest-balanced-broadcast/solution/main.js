/**
 * @param {string} s a string of '(' and ')'
 * @return {number} length of the longest balanced substring
 */
function longestBalanced(s) {
  const stack = [-1]; // bottom: last unmatched ')'; above it: open '(' positions
  let best = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '(') stack.push(i);
    else {
      stack.pop();
      if (stack.length === 0) stack.push(i);
      else best = Math.max(best, i - stack[stack.length - 1]);
    }
  }
  return best;
}

const input = require('node:fs').readFileSync(0, 'utf8');
console.log(String(longestBalanced(input.split('\n')[0].trim())));

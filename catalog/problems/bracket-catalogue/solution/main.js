/**
 * @param {number} n number of bracket pairs
 * @param {number} d maximum depth
 * @return {string[]} every balanced pattern with n pairs and depth at most d, sorted
 */
function bracketCatalogue(n, d) {
  const out = [];
  const chars = [];
  const extend = (open, depth) => {
    if (chars.length === 2 * n) {
      out.push(chars.join(''));
      return;
    }
    // '(' first: it sorts before ')', so patterns come out in order.
    if (open < n && depth < d) {
      chars.push('(');
      extend(open + 1, depth + 1);
      chars.pop();
    }
    if (depth > 0) {
      chars.push(')');
      extend(open, depth - 1);
      chars.pop();
    }
  };
  extend(0, 0);
  return out;
}

const [n, d] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(bracketCatalogue(n, d).join('\n'));

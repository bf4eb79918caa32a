/**
 * @param {number} n number of bracket pairs
 * @param {number} d maximum depth
 * @return {string[]} every balanced pattern with n pairs and depth at most d, sorted
 */
function bracketCatalogue(n, d) {
  // Write your code here.
  return [];
}

const [n, d] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(bracketCatalogue(n, d).join('\n'));

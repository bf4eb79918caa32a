/**
 * @param {string} s
 * @param {string} t
 * @return {string} the shortest (then leftmost) substring of s containing every letter of t
 *   with multiplicity, or '-1'
 */
function shortestCover(s, t) {
  // Write your code here.
  return '-1';
}

const inputLines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(shortestCover(inputLines[0].trim(), inputLines[1].trim()));

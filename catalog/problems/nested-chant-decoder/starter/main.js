/**
 * @param {string} s encoded chant
 * @return {string} the decoded chant
 */
function decodeChant(s) {
  // Write your code here.
  return '';
}

const input = require('node:fs').readFileSync(0, 'utf8');
console.log(decodeChant(input.trim()));

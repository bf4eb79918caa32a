/**
 * @param {string} code letters and digits
 * @return {string[]} every upper/lower-case variant, sorted by character codes
 */
function caseVariants(code) {
  // Write your code here.
  return [];
}

const code = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(caseVariants(code).join('\n'));

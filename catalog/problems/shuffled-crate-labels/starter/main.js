/**
 * @param {string} a the manifest label
 * @param {string} b the crate label
 * @return {boolean} true if b uses exactly the letters of a
 */
function isRearrangement(a, b) {
  // Write your code here.
  return false;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(isRearrangement((lines[0] ?? '').trim(), (lines[1] ?? '').trim())));

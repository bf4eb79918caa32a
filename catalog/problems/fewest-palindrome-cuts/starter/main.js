/**
 * @param {string} s the letters on the ribbon
 * @return {number} the fewest cuts that leave only palindromic pieces
 */
function fewestCuts(s) {
  // Write your code here.
  return -1;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(fewestCuts(s)));

/**
 * @param {string[]} log the commands: integers, '+', 'D' or 'C'
 * @return {number} the total of the scores left on the sheet
 */
function sheetTotal(log) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
console.log(String(sheetTotal(tokens.slice(1, 1 + q))));

/**
 * @param {string} rule the rule, e.g. 'B3/S23'
 * @param {string[]} grid rows of '#' (alive) and '.' (empty)
 * @return {string[]} the rows after one simultaneous step
 */
function lifeStep(rule, grid) {
  // Write your code here.
  return grid;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[1]);
console.log(lifeStep(tokens[0], tokens.slice(3, 3 + r)).join('\n'));

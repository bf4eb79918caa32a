/**
 * @param {number[]} weights the portion weights in grams (may repeat)
 * @param {number} target the grams the recipe needs
 * @return {number[][]} every distinct combination of portions totalling target, each in
 *     non-decreasing order, the list in lexicographic order
 */
function recipeCombos(weights, target) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const combos = recipeCombos(data.slice(2, 2 + data[0]), data[1]);
console.log([String(combos.length), ...combos.map((c) => c.join(' '))].join('\n'));

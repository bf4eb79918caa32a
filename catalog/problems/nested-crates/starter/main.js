/**
 * @param {number[][]} crates [w, h] pairs
 * @return {number} the longest chain of strictly nested crates
 */
function longestNesting(crates) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const crates = [];
for (let i = 0; i < n; i++) crates.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(longestNesting(crates)));

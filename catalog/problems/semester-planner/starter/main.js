/**
 * @param {number} n number of courses, 0..n-1
 * @param {number[][]} rules pairs [before, after]: course before must be passed in an earlier term
 * @return {number} the fewest terms to pass every course, or -1 if the rules form a loop
 */
function fewestTerms(n, rules) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const rules = [];
for (let i = 0; i < m; i++) rules.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(fewestTerms(n, rules));

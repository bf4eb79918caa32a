/**
 * @param {number[][]} projects [capital, profit] of each project
 * @param {number} k most projects that can be done
 * @param {number} w starting capital
 * @return {number} the largest final capital
 */
function bestCapital(projects, k, w) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const projects = [];
for (let i = 0; i < n; i++) projects.push([data[3 + 2 * i], data[4 + 2 * i]]);
console.log(String(bestCapital(projects, data[1], data[2])));

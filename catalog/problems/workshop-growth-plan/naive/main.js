/**
 * @param {number[][]} projects [capital, profit] of each project
 * @param {number} k most projects that can be done
 * @param {number} w starting capital
 * @return {number} the largest final capital
 */
function bestCapital(projects, k, w) {
  // Naive: every round, scan all unused projects for the most profitable affordable one. O(n·k).
  const used = new Array(projects.length).fill(false);
  let capital = w;
  for (let round = 0; round < k; round++) {
    let pick = -1;
    for (let i = 0; i < projects.length; i++) {
      if (used[i] || projects[i][0] > capital) continue;
      if (pick < 0 || projects[i][1] > projects[pick][1]) pick = i;
    }
    if (pick < 0) break;
    used[pick] = true;
    capital += projects[pick][1];
  }
  return capital;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const projects = [];
for (let i = 0; i < n; i++) projects.push([data[3 + 2 * i], data[4 + 2 * i]]);
console.log(String(bestCapital(projects, data[1], data[2])));

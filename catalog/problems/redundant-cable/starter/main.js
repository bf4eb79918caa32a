/**
 * @param {number} n number of servers
 * @param {number[][]} cables [u, v] in the order they are laid
 * @return {number} index of the first cable whose ends are already connected, or -1
 */
function firstRedundant(n, cables) {
  // Write your code here.
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const cables = [];
for (let i = 0; i < m; i++) cables.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(firstRedundant(n, cables)));

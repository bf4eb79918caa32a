/**
 * @param {number} n number of towers, 0..n-1
 * @param {number[][]} links directed links [from, to]; the network has no cycle
 * @return {number[]} the smallest set of towers reaching every tower, in increasing order
 */
function originTowers(n, links) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const links = [];
for (let i = 0; i < m; i++) links.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(originTowers(n, links).join(' '));

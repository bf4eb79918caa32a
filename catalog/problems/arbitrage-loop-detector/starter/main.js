/**
 * @param {number} n number of trading posts, 0..n-1
 * @param {number[][]} routes one-way routes [from, to, cost]; a negative cost is a profit
 * @return {string} "cycle" if a loop of negative total is reachable from post 0, else the cheapest
 *   cost from post 0 to every post, separated by spaces ("INF" where unreachable)
 */
function cheapestCosts(n, routes) {
  // Write your code here.
  return '';
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const routes = [];
for (let i = 0; i < m; i++) routes.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(cheapestCosts(n, routes));

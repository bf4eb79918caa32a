/**
 * @param {number} n number of airports
 * @param {number[][]} flights [u, v, price] one-way flights
 * @param {number} src start airport
 * @param {number} dst destination airport
 * @param {number} k maximum number of stopovers
 * @return {number} cheapest price with at most k stopovers, or -1
 */
function cheapestRoute(n, flights, src, dst, k) {
  // cost[v] = cheapest price to reach v with at most t flights, after round t.
  let cost = new Array(n).fill(Number.POSITIVE_INFINITY);
  cost[src] = 0;
  for (let t = 0; t <= k; t++) {
    const next = cost.slice(); // read from round t only, so each round adds at most one flight
    let changed = false;
    for (const [u, v, price] of flights) {
      if (cost[u] + price < next[v]) {
        next[v] = cost[u] + price;
        changed = true;
      }
    }
    cost = next;
    if (!changed) break;
  }
  return cost[dst] === Number.POSITIVE_INFINITY ? -1 : cost[dst];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const flights = [];
for (let i = 0; i < m; i++) flights.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
const [src, dst, k] = data.slice(2 + 3 * m, 5 + 3 * m);
console.log(String(cheapestRoute(n, flights, src, dst, k)));

/**
 * @param {number} n number of airports
 * @param {number[][]} flights [u, v, price] one-way flights
 * @param {number} src start airport
 * @param {number} dst destination airport
 * @param {number} k maximum number of stopovers
 * @return {number} cheapest price with at most k stopovers, or -1
 */
function cheapestRoute(n, flights, src, dst, k) {
  // Write your code here.
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const flights = [];
for (let i = 0; i < m; i++) flights.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
const [src, dst, k] = data.slice(2 + 3 * m, 5 + 3 * m);
console.log(String(cheapestRoute(n, flights, src, dst, k)));

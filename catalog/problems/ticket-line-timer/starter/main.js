/**
 * @param {number[]} tickets tickets wanted by each fan, front of the line first
 * @param {number} k the fan we are timing
 * @return {number} seconds until fan k has all their tickets
 */
function timeToBuy(tickets, k) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(String(timeToBuy(data.slice(2, 2 + n), k)));

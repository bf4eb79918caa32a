/**
 * @param {number[]} tickets tickets wanted by each fan, front of the line first
 * @param {number} k the fan we are timing
 * @return {number} seconds until fan k has all their tickets
 */
function timeToBuy(tickets, k) {
  // Fans up to k get tickets[k] turns before k finishes; fans behind k get one turn fewer.
  let seconds = 0;
  for (let i = 0; i < tickets.length; i++) {
    const turns = i <= k ? tickets[k] : tickets[k] - 1;
    seconds += Math.min(tickets[i], turns);
  }
  return seconds;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(String(timeToBuy(data.slice(2, 2 + n), k)));

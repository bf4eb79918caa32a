/**
 * @param {number[]} times ping times in strictly increasing order (ms)
 * @return {number[]} for each ping, the number of pings in [t - 3000, t]
 */
function recentPings(times) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(recentPings(data.slice(1, 1 + n)).join(' '));

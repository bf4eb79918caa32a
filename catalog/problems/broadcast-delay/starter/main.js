/**
 * @param {number} n number of relays
 * @param {number[][]} links [u, v, w] one-way links with delay w
 * @return {number} the time the last relay hears the broadcast from relay 0, or -1
 */
function broadcastDelay(n, links) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const links = [];
for (let i = 0; i < m; i++) links.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(String(broadcastDelay(n, links)));

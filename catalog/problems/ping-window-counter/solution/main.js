/**
 * @param {number[]} times ping times in strictly increasing order (ms)
 * @return {number[]} for each ping, the number of pings in [t - 3000, t]
 */
function recentPings(times) {
  const queue = []; // times still inside the window live in queue[head..]
  let head = 0;
  const counts = [];
  for (const t of times) {
    queue.push(t);
    while (queue[head] < t - 3000) head++;
    counts.push(queue.length - head);
  }
  return counts;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(recentPings(data.slice(1, 1 + n)).join(' '));

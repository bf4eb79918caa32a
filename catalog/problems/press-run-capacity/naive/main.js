/**
 * @param {number[]} pages pages of each job, in queue order
 * @param {number} d number of days available
 * @return {number} the smallest daily capacity that finishes every job within d days
 */
function minCapacity(pages, d) {
  // Naive: try every capacity upward from the largest job. O(n * S).
  let cap = 0;
  for (const p of pages) cap = Math.max(cap, p);
  for (; ; cap++) {
    let days = 1;
    let today = 0;
    for (const p of pages) {
      if (today + p > cap) {
        days++;
        today = 0;
      }
      today += p;
    }
    if (days <= d) return cap;
  }
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, d] = data;
console.log(String(minCapacity(data.slice(2, 2 + n), d)));

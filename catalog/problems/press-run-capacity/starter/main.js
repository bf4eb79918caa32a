/**
 * @param {number[]} pages pages of each job, in queue order
 * @param {number} d number of days available
 * @return {number} the smallest daily capacity that finishes every job within d days
 */
function minCapacity(pages, d) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, d] = data;
console.log(String(minCapacity(data.slice(2, 2 + n), d)));

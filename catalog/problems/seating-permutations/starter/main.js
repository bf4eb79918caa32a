/**
 * @param {number[]} badges distinct badge numbers
 * @return {number[][]} every ordering, in lexicographic order
 */
function seatingPlans(badges) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const plans = seatingPlans(data.slice(1, 1 + data[0]));
console.log(plans.map((p) => p.join(' ')).join('\n'));

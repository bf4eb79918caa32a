/**
 * @param {number[]} badges distinct badge numbers
 * @return {number[][]} every ordering, in lexicographic order
 */
function seatingPlans(badges) {
  const sorted = badges.slice().sort((a, b) => a - b);
  const n = sorted.length;
  const used = new Array(n).fill(false);
  const plan = [];
  const plans = [];
  const fill = () => {
    if (plan.length === n) {
      plans.push(plan.slice());
      return;
    }
    // trying free guests in increasing order yields the plans already sorted
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      used[i] = true;
      plan.push(sorted[i]);
      fill();
      plan.pop();
      used[i] = false;
    }
  };
  fill();
  return plans;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const plans = seatingPlans(data.slice(1, 1 + data[0]));
console.log(plans.map((p) => p.join(' ')).join('\n'));

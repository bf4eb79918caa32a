/**
 * @param {number[]} badges distinct badge numbers
 * @return {number[][]} every ordering, in lexicographic order
 */
function seatingPlans(badges) {
  // Naive (wrong order): swap-based backtracking produces every plan, but not sorted.
  const a = badges.slice().sort((x, y) => x - y);
  const plans = [];
  const permute = (i) => {
    if (i === a.length) {
      plans.push(a.slice());
      return;
    }
    for (let j = i; j < a.length; j++) {
      [a[i], a[j]] = [a[j], a[i]];
      permute(i + 1);
      [a[i], a[j]] = [a[j], a[i]];
    }
  };
  permute(0);
  return plans;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const plans = seatingPlans(data.slice(1, 1 + data[0]));
console.log(plans.map((p) => p.join(' ')).join('\n'));

/**
 * @param {string} s one uppercase letter (flavour) per batch
 * @param {number} k other slots required between two batches of the same flavour
 * @return {number} the fewest time slots that bake every batch
 */
function minSlots(s, k) {
  // Write your code here.
  return 0;
}

const [kLine, s] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(String(minSlots(s, Number(kLine))));

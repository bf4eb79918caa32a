/**
 * @param {string} s one uppercase letter (flavour) per batch
 * @param {number} k other slots required between two batches of the same flavour
 * @return {number} the fewest time slots that bake every batch
 */
function minSlots(s, k) {
  const count = new Array(26).fill(0);
  for (let i = 0; i < s.length; i++) count[s.charCodeAt(i) - 65]++;
  const f = Math.max(...count); // the most batches of one flavour
  const t = count.filter((c) => c === f).length; // flavours with that many
  // f - 1 full frames of k + 1 slots, then one slot per most frequent flavour.
  return Math.max(s.length, (f - 1) * (k + 1) + t);
}

const [kLine, s] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(String(minSlots(s, Number(kLine))));

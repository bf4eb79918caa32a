/**
 * @param {string} s one uppercase letter (flavour) per batch
 * @param {number} k other slots required between two batches of the same flavour
 * @return {number} the fewest time slots that bake every batch
 */
function minSlots(s, k) {
  // Naive: simulate the oven slot by slot. O(answer * 26).
  const left = new Array(26).fill(0);
  for (let i = 0; i < s.length; i++) left[s.charCodeAt(i) - 65]++;
  const readyAt = new Array(26).fill(0); // first slot at which each flavour may be baked again
  let remaining = s.length;
  let slot = 0;
  while (remaining > 0) {
    let pick = -1;
    for (let c = 0; c < 26; c++) {
      if (left[c] > 0 && readyAt[c] <= slot && (pick < 0 || left[c] > left[pick])) pick = c;
    }
    if (pick >= 0) {
      left[pick]--;
      remaining--;
      readyAt[pick] = slot + k + 1;
    }
    slot++;
  }
  return slot;
}

const [kLine, s] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(String(minSlots(s, Number(kLine))));

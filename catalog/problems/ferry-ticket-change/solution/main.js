/**
 * @param {number[]} notes the note (5, 10 or 20) paid by each passenger, in queue order
 * @return {number} index of the first passenger who cannot get exact change, or -1
 */
function firstStuckPassenger(notes) {
  let fives = 0;
  let tens = 0; // 20s are never useful as change
  for (let i = 0; i < notes.length; i++) {
    if (notes[i] === 5) {
      fives++;
    } else if (notes[i] === 10) {
      if (fives === 0) return i;
      fives--;
      tens++;
    } else if (tens > 0 && fives > 0) {
      // 15 back: spend the 10 first, fives are needed for every kind of change
      tens--;
      fives--;
    } else if (fives >= 3) {
      fives -= 3;
    } else {
      return i;
    }
  }
  return -1;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(firstStuckPassenger(tokens.slice(1, 1 + n))));

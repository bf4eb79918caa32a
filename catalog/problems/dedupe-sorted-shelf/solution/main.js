/**
 * Moves the distinct values of the sorted array to its front, in place.
 * @param {number[]} shelf sorted in non-decreasing order
 * @return {number} k, the number of distinct values now in shelf[0..k-1]
 */
function dedupeShelf(shelf) {
  let k = 0; // shelf[0..k-1] holds the distinct values seen so far
  for (let i = 0; i < shelf.length; i++) {
    if (k === 0 || shelf[i] !== shelf[k - 1]) shelf[k++] = shelf[i];
  }
  return k;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const shelf = data.slice(1, 1 + data[0]);
const k = dedupeShelf(shelf);
console.log(`${k}\n${shelf.slice(0, k).join(' ')}`);

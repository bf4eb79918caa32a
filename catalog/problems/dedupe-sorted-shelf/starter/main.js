/**
 * Moves the distinct values of the sorted array to its front, in place.
 * @param {number[]} shelf sorted in non-decreasing order
 * @return {number} k, the number of distinct values now in shelf[0..k-1]
 */
function dedupeShelf(shelf) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const shelf = data.slice(1, 1 + data[0]);
const k = dedupeShelf(shelf);
console.log(`${k}\n${shelf.slice(0, k).join(' ')}`);

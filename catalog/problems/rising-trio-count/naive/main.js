/**
 * @param {number[]} heights the heights of the posts, in order
 * @return {number} how many triples i < j < k have heights[i] < heights[j] < heights[k]
 */
function countRisingTrios(heights) {
  // Naive: for every middle post, count lower posts on its left and higher ones on its right. O(n^2).
  const n = heights.length;
  let total = 0;
  for (let j = 0; j < n; j++) {
    let lower = 0;
    let higher = 0;
    for (let i = 0; i < j; i++) if (heights[i] < heights[j]) lower++;
    for (let k = j + 1; k < n; k++) if (heights[k] > heights[j]) higher++;
    total += lower * higher;
  }
  return total;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countRisingTrios(data.slice(1, 1 + data[0]))));

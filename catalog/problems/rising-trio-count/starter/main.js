/**
 * @param {number[]} heights the heights of the posts, in order
 * @return {number} how many triples i < j < k have heights[i] < heights[j] < heights[k]
 */
function countRisingTrios(heights) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countRisingTrios(data.slice(1, 1 + data[0]))));

/**
 * @param {string} pattern the stitched pattern, one lowercase letter per stitch
 * @return {number} the length of the shortest motif whose repetition gives the pattern
 */
function shortestMotif(pattern) {
  // Write your code here.
  return 0;
}

const pattern = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(shortestMotif(pattern)));

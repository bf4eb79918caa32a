/**
 * @param {string} s one lowercase letter per bed
 * @return {number[]} the plot lengths, left to right, for the split with the most plots
 */
function plotSizes(s) {
  // Write your code here.
  return [];
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(plotSizes(s).join(' '));

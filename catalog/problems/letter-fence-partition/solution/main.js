/**
 * @param {string} s one lowercase letter per bed
 * @return {number[]} the plot lengths, left to right, for the split with the most plots
 */
function plotSizes(s) {
  const last = new Array(26).fill(-1);
  for (let i = 0; i < s.length; i++) last[s.charCodeAt(i) - 97] = i;
  const sizes = [];
  let start = 0;
  let end = 0; // the plot must reach at least this bed
  for (let i = 0; i < s.length; i++) {
    end = Math.max(end, last[s.charCodeAt(i) - 97]);
    if (i === end) {
      // No letter of s[start..i] appears later: put a fence here.
      sizes.push(i - start + 1);
      start = i + 1;
    }
  }
  return sizes;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(plotSizes(s).join(' '));

/**
 * @param {string} s one lowercase letter per bed
 * @return {number[]} the plot lengths, left to right, for the split with the most plots
 */
function plotSizes(s) {
  // Naive: at every position, rebuild the set of letters still to come. O(n^2).
  const sizes = [];
  let start = 0;
  const inPlot = new Array(26).fill(false);
  for (let i = 0; i < s.length; i++) {
    inPlot[s.charCodeAt(i) - 97] = true;
    const later = new Array(26).fill(false);
    for (let j = i + 1; j < s.length; j++) later[s.charCodeAt(j) - 97] = true;
    let shared = false;
    for (let c = 0; c < 26; c++) if (inPlot[c] && later[c]) shared = true;
    if (!shared) {
      sizes.push(i - start + 1);
      start = i + 1;
      inPlot.fill(false);
    }
  }
  return sizes;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(plotSizes(s).join(' '));

/**
 * @param {string[]} tags one tag per post, in posting order
 * @param {number} k number of tags on the panel
 * @return {Array<[string, number]>} the k trending tags with their counts, best first
 */
function trendingTags(tags, k) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
const panel = trendingTags(tokens.slice(2, 2 + n), k);
console.log(panel.map(([tag, c]) => `${tag} ${c}`).join('\n'));

/**
 * @param {string[]} tags
 * @return {string} the longest string every tag starts with
 */
function sharedPrefix(tags) {
  // Write your code here.
  return '';
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
console.log(sharedPrefix(tokens.slice(1, 1 + n)));

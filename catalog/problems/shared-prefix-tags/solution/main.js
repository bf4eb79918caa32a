/**
 * @param {string[]} tags
 * @return {string} the longest string every tag starts with
 */
function sharedPrefix(tags) {
  const first = tags[0];
  for (let j = 0; j < first.length; j++) {
    for (let k = 1; k < tags.length; k++) {
      // Tag k ends here or disagrees: the prefix stops before column j.
      if (j >= tags[k].length || tags[k][j] !== first[j]) return first.slice(0, j);
    }
  }
  return first;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
console.log(sharedPrefix(tokens.slice(1, 1 + n)));

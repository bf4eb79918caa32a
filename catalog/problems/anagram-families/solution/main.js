/**
 * @param {string[]} words
 * @return {number[]} [number of families, size of the largest family]
 */
function anagramFamilies(words) {
  // Members of a family share the same letters in sorted order.
  const count = new Map();
  let largest = 0;
  for (const w of words) {
    const key = w.split('').sort().join('');
    const c = (count.get(key) ?? 0) + 1;
    count.set(key, c);
    if (c > largest) largest = c;
  }
  return [count.size, largest];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
console.log(anagramFamilies(tokens.slice(1, 1 + n)).join(' '));

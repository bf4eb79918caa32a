/**
 * @param {number[]} weights the portion weights in grams (may repeat)
 * @param {number} target the grams the recipe needs
 * @return {number[][]} every distinct combination of portions totalling target, each in
 *     non-decreasing order, the list in lexicographic order
 */
function recipeCombos(weights, target) {
  // Naive: take or skip every portion (pruned by the total), then drop duplicate lists.
  const w = [...weights].sort((a, b) => a - b);
  const seen = new Set();
  const result = [];
  const chosen = [];
  function go(i, remaining) {
    if (remaining === 0) {
      const key = chosen.join(' ');
      if (!seen.has(key)) {
        seen.add(key);
        result.push([...chosen]);
      }
      return;
    }
    if (i === w.length || w[i] > remaining) return;
    chosen.push(w[i]);
    go(i + 1, remaining - w[i]);
    chosen.pop();
    go(i + 1, remaining);
  }
  go(0, target);
  return result;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const combos = recipeCombos(data.slice(2, 2 + data[0]), data[1]);
console.log([String(combos.length), ...combos.map((c) => c.join(' '))].join('\n'));

/**
 * @param {number[]} weights the portion weights in grams (may repeat)
 * @param {number} target the grams the recipe needs
 * @return {number[][]} every distinct combination of portions totalling target, each in
 *     non-decreasing order, the list in lexicographic order
 */
function recipeCombos(weights, target) {
  const w = [...weights].sort((a, b) => a - b);
  const result = [];
  const chosen = [];
  // Explicit stack of frames [start, remaining, next index to try]: no recursion needed.
  const stack = [[0, target, 0]];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const [start, remaining] = frame;
    if (remaining === 0) {
      result.push([...chosen]);
      stack.pop();
      chosen.pop();
      continue;
    }
    let i = frame[2];
    // Each distinct weight is tried once as the next portion; sorted, so stop once too heavy.
    while (i < w.length && i > start && w[i] === w[i - 1]) i++;
    if (i >= w.length || w[i] > remaining) {
      stack.pop();
      chosen.pop();
      continue;
    }
    frame[2] = i + 1;
    chosen.push(w[i]);
    stack.push([i + 1, remaining - w[i], i + 1]);
  }
  return result;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const combos = recipeCombos(data.slice(2, 2 + data[0]), data[1]);
console.log([String(combos.length), ...combos.map((c) => c.join(' '))].join('\n'));

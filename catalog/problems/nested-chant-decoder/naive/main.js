/**
 * @param {string} s encoded chant
 * @return {string} the decoded chant
 */
function decodeChant(s) {
  // Naive (wrong): reads only the single digit right before '['.
  const stack = []; // [text before the block, repeat count] for every open block
  let cur = '';
  let num = 0;
  for (const ch of s) {
    if (ch >= '0' && ch <= '9') {
      num = Number(ch); // bug on purpose: keeps only the last digit of the count
    } else if (ch === '[') {
      stack.push([cur, num]);
      cur = '';
      num = 0;
    } else if (ch === ']') {
      const [prev, k] = stack.pop();
      cur = prev + cur.repeat(k);
    } else {
      cur += ch;
    }
  }
  return cur;
}

const input = require('node:fs').readFileSync(0, 'utf8');
console.log(decodeChant(input.trim()));

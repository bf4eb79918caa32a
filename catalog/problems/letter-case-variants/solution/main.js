/**
 * @param {string} code letters and digits
 * @return {string[]} every upper/lower-case variant, sorted by character codes
 */
function caseVariants(code) {
  // Grow all variants of the prefix; a letter doubles the list.
  let variants = [''];
  for (const ch of code) {
    const lower = ch.toLowerCase();
    const upper = ch.toUpperCase();
    if (lower === upper) variants = variants.map((v) => v + ch);
    else variants = variants.flatMap((v) => [v + upper, v + lower]);
  }
  // Default sort compares UTF-16 code units: ASCII order here.
  return variants.sort();
}

const code = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(caseVariants(code).join('\n'));

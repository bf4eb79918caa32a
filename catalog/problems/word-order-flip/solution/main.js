/**
 * @param {string} line words separated by one or more spaces
 * @return {string} the words in reverse order, separated by single spaces
 */
function flipWordOrder(line) {
  const words = line.split(' ').filter((word) => word.length > 0);
  return words.reverse().join(' ');
}

const input = require('node:fs').readFileSync(0, 'utf8');
const newline = input.indexOf('\n');
const line = newline === -1 ? input : input.slice(0, newline);
console.log(flipWordOrder(line));

/**
 * @param {string} note the message to lay out
 * @param {string} bag the letters of the available tiles
 * @return {boolean} true if every letter of the note can get its own tile
 */
function canSpell(note, bag) {
  // Write your code here.
  return false;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(canSpell((lines[0] ?? '').trim(), (lines[1] ?? '').trim())));

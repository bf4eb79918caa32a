/**
 * @param {string} note the message to lay out
 * @param {string} bag the letters of the available tiles
 * @return {boolean} true if every letter of the note can get its own tile
 */
function canSpell(note, bag) {
  const count = new Array(26).fill(0);
  for (let i = 0; i < bag.length; i++) count[bag.charCodeAt(i) - 97]++;
  for (let i = 0; i < note.length; i++) {
    const c = note.charCodeAt(i) - 97;
    if (count[c] === 0) return false; // this letter has run out
    count[c]--;
  }
  return true;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(canSpell((lines[0] ?? '').trim(), (lines[1] ?? '').trim())));

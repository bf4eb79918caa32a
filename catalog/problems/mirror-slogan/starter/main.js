/**
 * @param {string} slogan
 * @return {boolean} whether its letters and digits read the same both ways, ignoring case
 */
function isMirrorSlogan(slogan) {
  // Write your code here.
  return false;
}

const slogan = require('node:fs').readFileSync(0, 'utf8').split('\n')[0].replace(/\r$/, '');
console.log(String(isMirrorSlogan(slogan)));

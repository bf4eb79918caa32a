/**
 * @param {string} slogan
 * @return {boolean} whether its letters and digits read the same both ways, ignoring case
 */
function isMirrorSlogan(slogan) {
  const counts = (c) => /[A-Za-z0-9]/.test(c);
  let i = 0;
  let j = slogan.length - 1;
  while (i < j) {
    if (!counts(slogan[i])) i++;
    else if (!counts(slogan[j])) j--;
    else {
      if (slogan[i].toLowerCase() !== slogan[j].toLowerCase()) return false;
      i++;
      j--;
    }
  }
  return true;
}

const slogan = require('node:fs').readFileSync(0, 'utf8').split('\n')[0].replace(/\r$/, '');
console.log(String(isMirrorSlogan(slogan)));

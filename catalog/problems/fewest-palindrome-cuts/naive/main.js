/**
 * @param {string} s the letters on the ribbon
 * @return {number} the fewest cuts that leave only palindromic pieces
 */
function fewestCuts(s) {
  // Naive: try every palindromic first piece and recurse on the rest, remembering nothing.
  const isPal = (i, j) => {
    while (i < j) if (s[i++] !== s[j--]) return false;
    return true;
  };
  const pieces = (start) => {
    if (start === s.length) return 0;
    let best = Number.POSITIVE_INFINITY;
    for (let end = s.length - 1; end >= start; end--) {
      if (isPal(start, end)) best = Math.min(best, 1 + pieces(end + 1));
    }
    return best;
  };
  return pieces(0) - 1;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(fewestCuts(s)));

/**
 * @param {string} commands the log of F, B, L, R commands
 * @return {string} "x y H": final position and heading (N, E, S or W)
 */
function finalState(commands) {
  // Write your code here.
  return '';
}

const commands = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(finalState(commands));

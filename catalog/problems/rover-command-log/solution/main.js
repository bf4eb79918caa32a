/**
 * @param {string} commands the log of F, B, L, R commands
 * @return {string} "x y H": final position and heading (N, E, S or W)
 */
function finalState(commands) {
  // Headings 0..3 = N, E, S, W; unit steps per heading.
  const dx = [0, 1, 0, -1];
  const dy = [1, 0, -1, 0];
  let x = 0;
  let y = 0;
  let heading = 0;
  for (const c of commands) {
    if (c === 'F') {
      x += dx[heading];
      y += dy[heading];
    } else if (c === 'B') {
      x -= dx[heading];
      y -= dy[heading];
    } else if (c === 'R') {
      heading = (heading + 1) % 4;
    } else {
      heading = (heading + 3) % 4; // left = three rights, keeps the index non-negative
    }
  }
  return `${x} ${y} ${'NESW'[heading]}`;
}

const commands = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(finalState(commands));

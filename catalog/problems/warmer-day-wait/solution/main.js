/**
 * @param {number[]} temps daily temperatures
 * @return {number[]} for each day, days until a strictly warmer day (0 if none)
 */
function warmerWait(temps) {
  const wait = new Array(temps.length).fill(0);
  const stack = []; // indices still waiting; temperatures non-increasing bottom to top
  for (let i = 0; i < temps.length; i++) {
    while (stack.length > 0 && temps[stack[stack.length - 1]] < temps[i]) {
      const day = stack.pop();
      wait[day] = i - day;
    }
    stack.push(i);
  }
  return wait;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(warmerWait(data.slice(1, 1 + data[0])).join(' '));

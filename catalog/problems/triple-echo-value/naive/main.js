/**
 * @param {number[]} codes every code appears three times except one
 * @return {number} the code that appears once
 */
function singleEcho(codes) {
  // Naive (wrong): XOR cancels pairs, but three equal codes leave one copy behind.
  let acc = 0;
  for (const c of codes) acc ^= c;
  return acc;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(singleEcho(data.slice(1, 1 + data[0]))));

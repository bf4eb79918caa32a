/**
 * @param {string} serial the digits of the serial number
 * @param {number} k how many digits must be deleted
 * @return {string} the smallest number left, without leading zeros ("0" if nothing is left)
 */
function trimSerial(serial, k) {
  const kept = []; // digits kept so far, non-decreasing from bottom to top
  let left = k;
  for (const d of serial) {
    // A bigger digit before a smaller one: deleting it makes the number smaller.
    while (left > 0 && kept.length > 0 && kept[kept.length - 1] > d) {
      kept.pop();
      left--;
    }
    kept.push(d);
  }
  kept.length -= left; // still owe deletions: the tail is the largest part
  let start = 0;
  while (start < kept.length && kept[start] === '0') start++;
  return start === kept.length ? '0' : kept.slice(start).join('');
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(trimSerial(lines[0].trim(), Number(lines[1])));

/**
 * Rotates the square image 90° clockwise, in place.
 * @param {number[][]} image n × n grey values
 * @return {void}
 */
function rotateImage(image) {
  // Write your code here.
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const image = [];
for (let i = 0; i < n; i++) image.push(data.slice(2 + i * n, 2 + (i + 1) * n));
rotateImage(image);
console.log(image.map((row) => row.join(' ')).join('\n'));

/**
 * @param {number[][]} posts lamp posts [x, y]
 * @return {number} the least total cable length joining all posts (Manhattan distance per cable)
 */
function cheapestWiring(posts) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const posts = [];
for (let i = 0; i < data[0]; i++) posts.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(cheapestWiring(posts)));

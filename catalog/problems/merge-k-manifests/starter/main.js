class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {(ListNode | null)[]} lists heads of k sorted lists
 * @return {ListNode | null} the head of one sorted list holding every node
 */
function mergeManifests(lists) {
  // Write your code here.
  return null;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const k = data[0];
const lists = [];
let pos = 1;
for (let i = 0; i < k; i++) {
  const len = data[pos++];
  let head = null;
  for (let j = pos + len - 1; j >= pos; j--) head = new ListNode(data[j], head);
  pos += len;
  lists.push(head);
}
const out = [];
for (let node = mergeManifests(lists); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));

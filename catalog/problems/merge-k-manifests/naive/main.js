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
  // Naive: merge the lists one after another into a growing result. O(N * k) worst case.
  let result = null;
  for (const head of lists) {
    const dummy = new ListNode(0);
    let tail = dummy;
    let a = result;
    let b = head;
    while (a !== null && b !== null) {
      if (a.val <= b.val) {
        tail.next = a;
        a = a.next;
      } else {
        tail.next = b;
        b = b.next;
      }
      tail = tail.next;
    }
    tail.next = a !== null ? a : b;
    result = dummy.next;
  }
  return result;
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

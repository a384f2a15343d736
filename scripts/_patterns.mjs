import { readFileSync, writeFileSync } from 'node:fs'
import { parseDocument, isMap, isSeq, isScalar } from 'yaml'
const TEXT = "'^[^\\x00-\\x1F\\x7F]*$'"
const MULTI = "'^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$'"
const MULTILINE = new Set(['postContent', 'content@ForumCommentInput', 'content@ForumReplyInput', 'description@ContactMessageInput', 'feedback', 'guestmes', 'remark'])
const text = readFileSync('openapi.yaml', 'utf8')
const doc = parseDocument(text)
const get = (node, key) => (isMap(node) ? node.get(key, true) : undefined)
const js = (node) => (node && node.toJSON ? node.toJSON() : node)
function resolve(node) {
  let name = null
  for (let i = 0; i < 10 && isMap(node) && node.has('$ref'); i++) {
    const ref = node.get('$ref')
    const path = ref.replace(/^#\//, '').split('/')
    name = path.at(-1)
    node = doc.getIn(path, true)
  }
  return { node, name }
}
const targets = new Map()
function walk(raw, key, owner, depth = 0) {
  if (depth > 12) return
  const { node, name } = resolve(raw)
  const here = name ?? owner
  if (!isMap(node)) return
  for (const c of ['allOf', 'oneOf', 'anyOf']) {
    const seq = get(node, c)
    if (isSeq(seq)) for (const part of seq.items) walk(part, key, here, depth + 1)
  }
  const type = js(get(node, 'type'))
  const types = Array.isArray(type) ? type : type ? [type] : []
  if (types.includes('string') && !node.has('enum') && !node.has('const') && !node.has('pattern')) {
    targets.set(node, { key, owner: here })
  }
  const props = get(node, 'properties')
  if (isMap(props)) for (const pair of props.items) walk(pair.value, String(pair.key.value ?? pair.key), here, depth + 1)
  const items = get(node, 'items')
  if (items) walk(items, key, here, depth + 1)
}
const paths = doc.get('paths', true)
for (const pathPair of paths.items) {
  for (const opPair of pathPair.value.items) {
    const op = opPair.value
    const params = get(op, 'parameters')
    if (isSeq(params)) for (const p of params.items) { const { node } = resolve(p); walk(get(node, 'schema'), js(get(node, 'name')), null) }
    const body = get(op, 'requestBody')
    const content = get(resolve(body).node, 'content')
    if (isMap(content)) for (const media of content.items) walk(get(media.value, 'schema'), '', null)
  }
}
const edits = []
for (const [node, { key, owner }] of targets) {
  const multi = MULTILINE.has(key) || MULTILINE.has(`${key}@${owner}`)
  const pattern = multi ? MULTI : TEXT
  const [start, , end] = node.range
  if (node.flow) {
    // insert before the closing brace
    const close = text.lastIndexOf('}', end)
    let at = close
    while (text[at - 1] === ' ') at--
    edits.push({ at, insert: `, pattern: ${pattern}` })
  } else {
    const lineStart = text.lastIndexOf('\n', start) + 1
    const indent = start - lineStart
    let at = end
    while (text[at - 1] === '\n') at--
    edits.push({ at, insert: `\n${' '.repeat(indent)}pattern: ${pattern}` })
  }
  console.error(`${owner ?? '-'} ${key} ${multi ? 'MULTI' : ''} ${node.flow ? 'flow' : 'block'}`)
}
edits.sort((a, b) => b.at - a.at)
let out = text
for (const e of edits) out = out.slice(0, e.at) + e.insert + out.slice(e.at)
writeFileSync('openapi.yaml', out)

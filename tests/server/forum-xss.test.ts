// The XSS corpus (tests/data/xss/payloads.txt, from OWASP's XSS Filter Evasion Cheat Sheet and similar public lists)
// sent as a post's content through the real API: what is stored and what is answered is parsed as a browser would
// (jsdom) and must hold no script, no event handler, no javascript:/data:/vbscript: URL, no style, none of the
// embedding or document-changing elements, and every link must carry rel="noopener nofollow ugc". The same payloads
// written straight into the posts table (bypassing the write path) must come back cleaned by the second pass.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORUM_MESSAGES, FORUM_QUESTIONS_PER_HOUR } from '../../domain/forum-rules'
import { forumPosts } from '../../server/db/schema'
import { POST_DETAIL, POST_LIST, POSTS, askQuestion, customerId } from './support/forum-helpers'
import { startTestApp, type TestApp } from './support/test-app'

const PAYLOADS = readFileSync(join(__dirname, '../data/xss/payloads.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => line.replace(/\\n/g, '\n').replace(/\\t/g, '\t'))

// jsdom (a dev dependency) ships no types; the one call used here is typed by hand.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: { fragment: (html: string) => DocumentFragment } }

const FORBIDDEN_ELEMENTS = new Set(
  'script style iframe frame frameset object embed svg math form base meta link input button textarea select template noscript xmp'.split(
    ' ',
  ),
)
const ALLOWED_ELEMENTS = new Set('p br h2 h3 h4 strong b em i u s strike del code pre blockquote ul ol li a img hr'.split(' '))
// Browsers skip leading spaces and control characters before a scheme.
const isBadUrl = (value: string) =>
  /^(javascript|data|vbscript|livescript):/i.test([...value].filter((c) => c.charCodeAt(0) > 0x20).join(''))

/** Every problem a browser would meet in this HTML (empty: safe). */
function problemsOf(html: string): string[] {
  const problems: string[] = []
  if (/<\s*script/i.test(html)) problems.push('a script tag in the text')
  const fragment = JSDOM.fragment(html)
  for (const element of fragment.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase()
    if (FORBIDDEN_ELEMENTS.has(tag) || !ALLOWED_ELEMENTS.has(tag)) problems.push(`element ${tag}`)
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith('on')) problems.push(`event handler ${name}`)
      if (name === 'style' || name === 'class') problems.push(`attribute ${name}`)
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'cite'].includes(name) && isBadUrl(value)) {
        problems.push(`${name}=${value}`)
      }
    }
    if (tag === 'a' && element.getAttribute('rel') !== 'noopener nofollow ugc') problems.push(`a rel=${element.getAttribute('rel')}`)
    if (tag === 'a' && element.getAttribute('target') !== '_blank') problems.push('a without target _blank')
    if (tag === 'img' && !/^\/api\/business\/Forum_posts\/image\/[A-Za-z0-9_-]+$/.test(element.getAttribute('src') ?? '')) {
      problems.push(`img src=${element.getAttribute('src')}`)
    }
  }
  return problems
}

describe('the XSS corpus through the forum API', () => {
  let t: TestApp
  let token: string
  let postId: string
  beforeAll(async () => {
    t = await startTestApp()
    token = await t.login('13500001861')
    postId = (await askQuestion(t, token, 'XSS')).id
  })
  afterAll(async () => {
    await t?.close()
  })

  const storedContent = async () => (await t.db.select().from(forumPosts).where(eq(forumPosts.id, postId)))[0].content

  it('holds at least 120 payloads, and the checker finds what it looks for', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(120)
    expect(problemsOf('<p>ok</p><a href="https://a.example" rel="noopener nofollow ugc" target="_blank">a</a>')).toEqual([])
    for (const unsafe of [
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)" rel="noopener nofollow ugc" target="_blank">a</a>',
      '<a href="https://a.example">a</a>',
      '<p style="color:red">x</p>',
      '<svg></svg>',
      '<script>alert(1)</script>',
      '<img src="data:image/png;base64,AA">',
    ]) {
      expect(problemsOf(unsafe), unsafe).not.toEqual([])
    }
  })

  it('stores and answers every payload, alone and inside safe text, without anything that could run', async () => {
    const failures: string[] = []
    let stored = 0
    for (const payload of PAYLOADS) {
      for (const content of [payload, `<p>前文</p>${payload}<p>后文</p>`]) {
        const body = { postTitle: '标题', postContent: content, postBiboid: 'general' }
        const saved = await t.call('PUT', `/api/Business/ForumPosts/${postId}`, { token, body })
        if (saved.json.code === 400 && saved.json.msg === FORUM_MESSAGES.contentRequired) continue
        if (saved.json.code !== 200) {
          failures.push(`${JSON.stringify(content)} -> ${saved.status} ${saved.body.slice(0, 120)}`)
          continue
        }
        stored++
        const answered = await t.call('GET', `${POST_DETAIL}?id=${postId}`)
        for (const [where, html] of [
          ['stored', await storedContent()],
          ['saved answer', saved.json.data.postContent],
          ['detail answer', answered.json.data.postContent],
        ] as const) {
          const problems = problemsOf(html)
          if (problems.length > 0) failures.push(`${where}: ${JSON.stringify(content)} -> ${JSON.stringify(html)}: ${problems.join(', ')}`)
        }
      }
    }
    expect(failures).toEqual([])
    // Most payloads leave something readable (their text, or the surrounding paragraphs) that is then checked.
    expect(stored).toBeGreaterThanOrEqual(PAYLOADS.length)
  }, 180_000)

  it('creates posts from payloads too (the create path sanitises the same way)', async () => {
    const creator = await t.login('13500001862')
    const sample = PAYLOADS.filter((_, i) => i % Math.ceil(PAYLOADS.length / FORUM_QUESTIONS_PER_HOUR) === 0).slice(
      0,
      FORUM_QUESTIONS_PER_HOUR,
    )
    for (const payload of sample) {
      const created = await t.call('POST', POSTS, {
        token: creator,
        body: { postTitle: 'XSS', postContent: `<p>x</p>${payload}`, postBiboid: 'general' },
      })
      expect(created.json.code).toBe(200)
      expect(problemsOf(created.json.data.postContent)).toEqual([])
    }
  }, 60_000)

  it('cleans unsafe HTML put straight into the posts table (not through the write path) when it answers it', async () => {
    // The second pass (forum-post-service.ts, postDetail): a row written by an older version, a migration or by hand.
    const failures: string[] = []
    let unsafeStored = 0
    for (const payload of PAYLOADS) {
      for (const content of [payload, `<p>前文</p>${payload}<p>后文</p>`]) {
        await t.db.update(forumPosts).set({ content }).where(eq(forumPosts.id, postId))
        expect(await storedContent()).toBe(content)
        if (problemsOf(content).length > 0) unsafeStored++
        const answered = await t.call('GET', `${POST_DETAIL}?id=${postId}`)
        if (answered.json.code !== 200) {
          failures.push(`${JSON.stringify(content)} -> ${answered.status} ${answered.body.slice(0, 120)}`)
          continue
        }
        const problems = problemsOf(answered.json.data.postContent ?? '')
        if (problems.length > 0) {
          failures.push(`${JSON.stringify(content)} -> ${JSON.stringify(answered.json.data.postContent)}: ${problems.join(', ')}`)
        }
      }
    }
    expect(failures).toEqual([])
    // The table really held unsafe markup: most payloads alone fail the checker as stored.
    expect(unsafeStored).toBeGreaterThanOrEqual(PAYLOADS.length)
  }, 180_000)

  it('answers a hand-written unsafe row cleaned, with its safe formatting kept', async () => {
    const raw =
      '<p onclick="alert(1)">看<strong>这里</strong></p><script>alert(2)</script>' +
      '<a href="javascript:alert(3)">坏</a><a href="https://example.com/x">好</a>' +
      '<img src="https://evil.example/x.png" onerror="alert(4)"><iframe src="https://evil.example"></iframe>'
    await t.db.update(forumPosts).set({ content: raw }).where(eq(forumPosts.id, postId))
    const answered = await t.call('GET', `${POST_DETAIL}?id=${postId}`)
    expect(answered.json.code).toBe(200)
    const html: string = answered.json.data.postContent
    expect(problemsOf(html)).toEqual([])
    expect(html).not.toMatch(/alert|javascript:|onerror|onclick|iframe|evil\.example/i)
    expect(html).toContain('<p>看<strong>这里</strong></p>')
    expect(html).toContain('<a href="https://example.com/x" rel="noopener nofollow ugc" target="_blank">好</a>')
    // Lists never answer the content, so they cannot carry it either.
    const listed = await t.call('POST', POST_LIST, {
      body: { postBiboid: 'general', userid: await customerId(t, token) },
    })
    const row = (listed.json.data.list as Array<{ id: string; postContent: unknown }>).find((r) => r.id === postId)
    expect(row).toBeDefined()
    expect(row?.postContent ?? null).toBeNull()
  })

  it('keeps the formatting a question needs', async () => {
    const rich =
      '<h2>标题</h2><h3>小节</h3><h4>细节</h4><p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s><code>x</code></p>' +
      '<pre><code>let a = 1</code></pre><blockquote>引用</blockquote><ul><li>一</li></ul><ol><li>二</li></ol><hr>' +
      '<p><a href="https://example.com/a?b=1">链接</a><a href="mailto:a@example.com">邮件</a><br></p>'
    const saved = await t.call('PUT', `/api/Business/ForumPosts/${postId}`, {
      token,
      body: { postTitle: '格式', postContent: rich, postBiboid: 'general' },
    })
    expect(saved.json.data.postContent).toBe(
      '<h2>标题</h2><h3>小节</h3><h4>细节</h4><p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s><code>x</code></p>' +
        '<pre><code>let a = 1</code></pre><blockquote>引用</blockquote><ul><li>一</li></ul><ol><li>二</li></ol><hr />' +
        '<p><a href="https://example.com/a?b=1" rel="noopener nofollow ugc" target="_blank">链接</a>' +
        '<a href="mailto:a@example.com" rel="noopener nofollow ugc" target="_blank">邮件</a><br /></p>',
    )
  })
})

// Post images (issue 18: the feedback form's upload rules) and the forum's posting limits per customer and hour.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEEDBACK_FILE_MAX_BYTES } from '../../domain/limits'
import { FORUM_ANSWERS_PER_HOUR, FORUM_IMAGES_PER_HOUR, FORUM_MESSAGES, FORUM_QUESTIONS_PER_HOUR } from '../../domain/forum-rules'
import { askQuestion, COMMENTS, POSTS, REPLIES, answer } from './support/forum-helpers'
import { startTestApp, type TestApp } from './support/test-app'

const IMAGE_UPLOAD = '/api/business/Forum_posts/image'
const BOUNDARY = '----forum-image-boundary'
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }
const HOUR_MS = 60 * 60_000

function multipartFile(bytes: Buffer, filename = 'a.png', type = 'image/png') {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}

const png = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()

describe('forum images and posting limits', () => {
  let t: TestApp
  let phone = 13500001850
  const freshCustomer = () => t.login(String(phone++))
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  const upload = (token: string | undefined, body: Buffer) => t.call('POST', IMAGE_UPLOAD, { token, body, headers })

  it('stores a real PNG and serves it publicly with its type, nosniff and a long immutable cache; a post may show it', async () => {
    const token = await freshCustomer()
    const uploaded = await upload(token, multipartFile(await png(), 'shot.txt', 'text/plain'))
    expect(uploaded.json.code).toBe(200)
    const url: string = uploaded.json.data.url
    expect(url).toMatch(/^\/api\/business\/Forum_posts\/image\/[A-Za-z0-9_-]+$/)
    const served = await t.app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await sharp(served.rawPayload).metadata()).width).toBe(8)
    const post = await askQuestion(t, token, '带图', `<p>看图</p><img src="${url}" alt="截图" onerror="alert(1)">`)
    expect(post.postContent).toBe(`<p>看图</p><img src="${url}" alt="截图" />`)
    expect((await t.call('GET', `${IMAGE_UPLOAD}/nope`)).status).toBe(404)
  })

  it('refuses a renamed text file, a too large file, two files and a signed-out caller', async () => {
    const token = await freshCustomer()
    const text = await upload(token, multipartFile(Buffer.from('just some text, not an image'), 'fake.png'))
    expect(text.json).toEqual({ code: 400, msg: '只能上传图片文件!', data: null })
    const big = Buffer.concat([await png(), Buffer.alloc(FEEDBACK_FILE_MAX_BYTES)])
    const tooLarge = await upload(token, multipartFile(big))
    expect([tooLarge.status, tooLarge.json.msg]).toEqual([413, '上传文件大小不能超过 5MB!'])
    const one = multipartFile(await png())
    const two = Buffer.concat([one.subarray(0, one.length - `--${BOUNDARY}--\r\n`.length), one])
    expect((await upload(token, two)).status).toBe(400)
    expect((await upload(undefined, multipartFile(await png()))).json.code).toBe(600)
  })

  it('limits questions per customer and hour with 429, retry-after and the forum’s message; another customer is not affected', async () => {
    const token = await freshCustomer()
    for (let i = 0; i < FORUM_QUESTIONS_PER_HOUR; i++) await askQuestion(t, token, `第${i}问`)
    const over = await t.call('POST', POSTS, { token, body: { postTitle: '再问', postContent: '<p>x</p>', postBiboid: 'general' } })
    expect([over.status, over.json.msg]).toEqual([429, FORUM_MESSAGES.postingLimited])
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    await askQuestion(t, await freshCustomer(), '别人')
    t.clock.advance(HOUR_MS + 1000)
    await askQuestion(t, token, '一小时后')
  })

  it('limits comments and replies together per hour', async () => {
    const token = await freshCustomer()
    const post = await askQuestion(t, await freshCustomer())
    const comment = await answer(t, token, post.id)
    for (let i = 1; i < FORUM_ANSWERS_PER_HOUR; i++) {
      const body = i % 2 ? { commentid: comment.id, content: `回复${i}` } : { postid: post.id, content: `回答${i}` }
      expect((await t.call('POST', i % 2 ? REPLIES : COMMENTS, { token, body })).json.code).toBe(200)
    }
    const overComment = await t.call('POST', COMMENTS, { token, body: { postid: post.id, content: '多' } })
    const overReply = await t.call('POST', REPLIES, { token, body: { commentid: comment.id, content: '多' } })
    expect([overComment.status, overReply.status, overReply.json.msg]).toEqual([429, 429, FORUM_MESSAGES.postingLimited])
    // Editing is not posting.
    expect(
      (await t.call('PUT', `/api/Business/ForumComments/${comment.id}`, { token, body: { postid: post.id, content: '改' } })).json.code,
    ).toBe(200)
  }, 60_000)

  it('limits image uploads per hour', async () => {
    const token = await freshCustomer()
    const body = multipartFile(await png())
    for (let i = 0; i < FORUM_IMAGES_PER_HOUR; i++) expect((await upload(token, body)).json.code).toBe(200)
    const over = await upload(token, body)
    expect([over.status, over.json.msg]).toEqual([429, FORUM_MESSAGES.postingLimited])
  }, 60_000)
})

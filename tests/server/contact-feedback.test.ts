// The contact message (C_leftMes) and feedback (BaseFeedback, multipart) of issue 17: stored, bounded, the feedback
// image judged by its content and re-encoded without metadata, and both rate limited per address and per customer.
import { count, eq } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEEDBACK_FILE_MAX_BYTES } from '../../domain/limits'
import { annexFiles, feedback, leftMessages } from '../../server/db/schema'
import { SUBMISSIONS_LIMITED_MSG, SUBMISSIONS_PER_CUSTOMER, SUBMISSIONS_PER_IP } from '../../server/rate-limit/submission-limits'
import { MULTIPART_BOUNDARY as BOUNDARY, multipart, multipartHeaders } from './support/multipart-body'
import { startTestApp, type TestApp } from './support/test-app'

const CONTACT = '/api/business/C_leftMes'
const FEEDBACK = '/api/business/BaseFeedback'
const FORM = { name: '张三', mobile: '13800000000', company: '测绘公司', feedback: '希望增加批量导出' }

let nextIp = 1
const freshIp = () => `198.51.100.${nextIp++}`

/** A JPEG carrying EXIF with a GPS position (and a datum string easy to look for in the bytes). */
const jpegWithGps = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Secret Owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '39/1 54/1 27/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '116/1 23/1 17/1',
        GPSMapDatum: 'WGS-84',
      },
    })
    .toBuffer()

describe('contact message and feedback', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  const sendFeedback = (body: Buffer, options: { ip?: string; token?: string } = {}) =>
    t.call('POST', FEEDBACK, { body, headers: multipartHeaders, ip: options.ip ?? freshIp(), token: options.token })

  // The test clock is frozen: a row is found by its text, not by time.
  const feedbackByText = async (text: string) => (await t.db.select().from(feedback).where(eq(feedback.feedback, text)))[0]
  const feedbackCount = async () => (await t.db.select({ n: count() }).from(feedback))[0].n

  it('stores a contact message with 发表成功！, the author from the token and never from the body', async () => {
    const token = await t.login('13900000001')
    const response = await t.call('POST', CONTACT, {
      ip: freshIp(),
      token,
      body: { name: ' 李四 ', contact: '010-12345678', description: '想了解正版授权', creatoruserid: 'someone-else' },
    })
    expect(response.json).toEqual({ code: 200, msg: '发表成功！', data: null })
    const [row] = await t.db.select().from(leftMessages).where(eq(leftMessages.contact, '010-12345678'))
    expect(row).toMatchObject({ name: '李四', description: '想了解正版授权' })
    expect(row.creatoruserid).not.toBe('someone-else')
    expect(row.creatoruserid).toBeTruthy()
  })

  it('bounds the contact message: too long or blank fields are refused and nothing is stored', async () => {
    const before = (await t.db.select({ n: count() }).from(leftMessages))[0].n
    const long = await t.call('POST', CONTACT, {
      ip: freshIp(),
      body: { name: '王五', contact: '13800000000', description: 'x'.repeat(2001) },
    })
    expect(long.status).toBe(400)
    const blank = await t.call('POST', CONTACT, { ip: freshIp(), body: { name: '   ', contact: '1', description: 'a' } })
    expect(blank.json).toEqual({ code: 400, msg: '请填写完整信息', data: null })
    const extra = await t.call('POST', CONTACT, {
      ip: freshIp(),
      body: { name: 'a', contact: 'b', description: 'c', html: '<script>' },
    })
    expect(extra.status).toBe(400)
    expect((await t.db.select({ n: count() }).from(leftMessages))[0].n).toBe(before)
  })

  it('stores feedback without an image', async () => {
    const response = await sendFeedback(multipart({ ...FORM, feedback: '没有图片的意见' }))
    expect(response.json).toEqual({ code: 200, msg: '感谢您的宝贵意见！', data: null })
    expect(await feedbackByText('没有图片的意见')).toMatchObject({ name: '张三', company: '测绘公司', mobile: '13800000000', file: null })
  })

  it('refuses feedback without a name or text, and a text over 500 characters', async () => {
    const before = await feedbackCount()
    expect((await sendFeedback(multipart({ ...FORM, name: ' ' }))).json.msg).toBe('请填写完整信息')
    expect((await sendFeedback(multipart({ name: '张三' }))).status).toBe(400)
    expect((await sendFeedback(multipart({ ...FORM, feedback: '意'.repeat(501) }))).status).toBe(400)
    expect((await sendFeedback(multipart({ ...FORM, feedback: '意'.repeat(500) }))).status).toBe(200)
    expect(await feedbackCount()).toBe(before + 1)
  })

  it('re-encodes an image with EXIF GPS and stores it in the database without the location', async () => {
    const original = await jpegWithGps()
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from('WGS-84'))).toBe(true)
    const response = await sendFeedback(
      multipart({ ...FORM, feedback: '带定位的照片' }, [{ filename: 'photo.jpg', type: 'image/jpeg', bytes: original }]),
    )
    expect(response.json.code).toBe(200)
    const row = await feedbackByText('带定位的照片')
    expect(row.file).toBeTruthy()
    const [file] = await t.db.select().from(annexFiles).where(eq(annexFiles.id, row.file!))
    expect(file.mimetype).toBe('image/jpeg')
    const stored = Buffer.from(file.content!, 'base64')
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 32, height: 24 })
    expect(meta.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('WGS-84'))).toBe(false)
    expect(stored.includes(Buffer.from('Secret Owner'))).toBe(false)
  })

  it('accepts PNG, GIF and WebP by content, whatever the name and declared type say', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 4, background: '#ff000080' } })
    for (const [bytes, mimetype] of [
      [await base.clone().png().toBuffer(), 'image/png'],
      [await base.clone().gif().toBuffer(), 'image/gif'],
      [await base.clone().webp().toBuffer(), 'image/webp'],
    ] as const) {
      const text = `图片 ${mimetype}`
      const response = await sendFeedback(
        multipart({ ...FORM, feedback: text }, [{ filename: 'notes.txt', type: 'application/octet-stream', bytes }]),
      )
      expect(response.json.code).toBe(200)
      const [file] = await t.db
        .select()
        .from(annexFiles)
        .where(eq(annexFiles.id, (await feedbackByText(text)).file!))
      expect(file.mimetype).toBe(mimetype)
    }
  })

  it('refuses a renamed executable, a truncated image and a text field posing as the file', async () => {
    const before = await feedbackCount()
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(2000, 7)])
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)])
    const brokenJpeg = (await jpegWithGps()).subarray(0, 40)
    for (const bytes of [elf, exe, brokenJpeg]) {
      const response = await sendFeedback(multipart(FORM, [{ filename: 'photo.jpg', type: 'image/jpeg', bytes }]))
      expect(response.json).toEqual({ code: 400, msg: '只能上传图片文件!', data: null })
    }
    const asText = await sendFeedback(multipart({ ...FORM, file: 'GIF89a' }))
    expect(asText.status).toBe(400)
    expect(await feedbackCount()).toBe(before)
  })

  it('refuses an image of 5 MB + 1 byte and takes one of exactly 5 MB', async () => {
    const jpeg = await jpegWithGps()
    // Bytes after a JPEG's end-of-image marker are ignored by decoders: pad to the exact size.
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)])
    const before = await feedbackCount()
    const tooLarge = await sendFeedback(
      multipart(FORM, [{ filename: 'big.jpg', type: 'image/jpeg', bytes: padded(FEEDBACK_FILE_MAX_BYTES + 1) }]),
    )
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.json).toEqual({ code: 413, msg: '上传文件大小不能超过 5MB!', data: null })
    expect(await feedbackCount()).toBe(before)
    const exact = await sendFeedback(multipart(FORM, [{ filename: 'big.jpg', type: 'image/jpeg', bytes: padded(FEEDBACK_FILE_MAX_BYTES) }]))
    expect(exact.json.code).toBe(200)
  })

  it('refuses two files, under one field name or two', async () => {
    const before = await feedbackCount()
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const one = { filename: 'a.png', type: 'image/png', bytes: png }
    for (const files of [
      [one, one],
      [one, { ...one, field: 'file2' }],
    ]) {
      const response = await sendFeedback(multipart(FORM, files))
      expect(response.json).toEqual({ code: 400, msg: '只能上传一个文件!', data: null })
    }
    expect(await feedbackCount()).toBe(before)
  })

  it('answers a body that is not valid multipart with a 400, never a 5xx', async () => {
    const whole = multipart(FORM)
    const cases: Array<[string, Buffer]> = [
      ['multipart/form-data', Buffer.from(JSON.stringify(FORM))],
      [multipartHeaders['content-type'], whole.subarray(0, whole.length - 30)],
      [multipartHeaders['content-type'], Buffer.from(`--${BOUNDARY}\r\nBroken header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`)],
    ]
    for (const [type, body] of cases) {
      const response = await t.call('POST', FEEDBACK, { body, headers: { 'content-type': type }, ip: freshIp() })
      expect(response.status).toBe(400)
      expect(response.json.code).toBe(400)
    }
  })

  it('limits submissions per address: the next one in the hour gets 429 with Retry-After; another address and the next hour pass', async () => {
    const cases = [
      [CONTACT, () => ({ body: { name: 'n', contact: 'c', description: 'd' } })],
      [FEEDBACK, () => ({ body: multipart(FORM), headers: multipartHeaders })],
    ] as const
    const ips = cases.map(() => freshIp())
    for (const [index, [url, body]] of cases.entries()) {
      const ip = ips[index]
      for (let i = 0; i < SUBMISSIONS_PER_IP; i += 1) expect((await t.call('POST', url, { ...body(), ip })).status).toBe(200)
      const refused = await t.call('POST', url, { ...body(), ip })
      expect(refused.json).toEqual({ code: 429, msg: SUBMISSIONS_LIMITED_MSG, data: null })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect((await t.call('POST', url, { ...body(), ip: freshIp() })).status).toBe(200)
    }
    t.clock.advance(60 * 60_000)
    for (const [index, [url, body]] of cases.entries()) {
      expect((await t.call('POST', url, { ...body(), ip: ips[index] })).status).toBe(200)
    }
  })

  it('limits submissions per customer across addresses', async () => {
    const token = await t.login('13900000002')
    for (let i = 0; i < SUBMISSIONS_PER_CUSTOMER; i += 1) {
      expect((await sendFeedback(multipart(FORM), { token })).status).toBe(200)
    }
    const refused = await sendFeedback(multipart(FORM), { token })
    expect(refused.json).toEqual({ code: 429, msg: SUBMISSIONS_LIMITED_MSG, data: null })
    expect((await sendFeedback(multipart(FORM))).status).toBe(200)
    const contact = await t.call('POST', CONTACT, { token, ip: freshIp(), body: { name: 'n', contact: 'c', description: 'd' } })
    expect(contact.status).toBe(200)
  })
})

describe('a feedback image after a restart', () => {
  let root: string
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'summit-feedback-'))
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('is still in the database, cleaned, when the server opens the same data folder again', async () => {
    const dataDir = join(root, 'db')
    const first = await startTestApp({ dataDir })
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#0a0' } })
      .png()
      .withExif({ IFD3: { GPSMapDatum: 'WGS-84' } })
      .toBuffer()
    expect(png.includes(Buffer.from('WGS-84'))).toBe(true)
    const sent = await first.call('POST', FEEDBACK, {
      body: multipart({ ...FORM, feedback: '重启之后' }, [{ filename: 'x.png', type: 'image/png', bytes: png }]),
      headers: multipartHeaders,
    })
    expect(sent.json.code).toBe(200)
    await first.close()
    const second = await startTestApp({ dataDir })
    try {
      const [row] = await second.db.select().from(feedback).where(eq(feedback.feedback, '重启之后'))
      const [file] = await second.db.select().from(annexFiles).where(eq(annexFiles.id, row.file!))
      const stored = Buffer.from(file.content!, 'base64')
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 10, height: 10 })
      expect(stored.includes(Buffer.from('WGS-84'))).toBe(false)
    } finally {
      await second.close()
    }
  })
})

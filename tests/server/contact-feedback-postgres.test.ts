// Feedback with an image on a real PostgreSQL server (issue 17: the image "survives a restart and a move to
// PostgreSQL"): a customer's feedback with a JPEG carrying EXIF GPS is stored, re-encoded without the location, in
// annex_files of the PostgreSQL database and linked from the feedback row; a new app process on the same database
// (a restart) still has it, decodable and clean, and hands it to no one through the annex route. Never skips:
// without initdb / pg_ctl it fails.
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { annexFiles, feedback } from '../../server/db/schema'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../tools/throwaway-postgres'
import { multipart, multipartHeaders } from './support/multipart-body'
import { startTestApp, type TestApp } from './support/test-app'

const FEEDBACK = '/api/business/BaseFeedback'
const PHONE = '13700001717'
const FORM = { name: '李四', mobile: PHONE, company: '测绘院', feedback: '迁移到 PostgreSQL 之后的截图' }

let cluster: ThrowawayPostgres
let first: TestApp | undefined
beforeAll(async () => {
  cluster = await startThrowawayPostgres()
  first = await startTestApp({ databaseUrl: cluster.url })
}, 120_000)
afterAll(async () => {
  await first?.close()
  await cluster?.stop()
})

describe('feedback with an image on PostgreSQL', () => {
  it('stores the cleaned image in the database, and a restarted server still has it', async () => {
    const photo = await sharp({ create: { width: 48, height: 30, channels: 3, background: '#cc6633' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 27/1', GPSMapDatum: 'WGS-84' } })
      .toBuffer()
    expect(photo.includes(Buffer.from('WGS-84'))).toBe(true)
    const token = await first!.login(PHONE)
    const sent = await first!.call('POST', FEEDBACK, {
      body: multipart(FORM, [{ filename: 'screen.jpg', type: 'image/jpeg', bytes: photo }]),
      headers: multipartHeaders,
      token,
    })
    expect(sent.status).toBe(200)
    expect(sent.json.code).toBe(200)
    await first!.close()
    first = undefined

    const second = await startTestApp({ databaseUrl: cluster.url })
    try {
      const rows = await second.db.select().from(feedback).where(eq(feedback.feedback, FORM.feedback))
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ name: FORM.name, mobile: PHONE, company: FORM.company })
      expect(rows[0]!.creatoruserid).toBeTruthy()
      expect(rows[0]!.file).toBeTruthy()
      const [file] = await second.db.select().from(annexFiles).where(eq(annexFiles.id, rows[0]!.file!))
      expect(file!.mimetype).toBe('image/jpeg')
      const stored = Buffer.from(file!.content!, 'base64')
      const meta = await sharp(stored).metadata()
      expect(meta).toMatchObject({ format: 'jpeg', width: 48, height: 30 })
      expect(meta.exif).toBeUndefined()
      expect(stored.includes(Buffer.from('WGS-84'))).toBe(false)
      expect(stored.includes(Buffer.from('Secret Owner'))).toBe(false)
      // The same pixels came through (JPEG re-encoding moves them a little).
      const { dominant } = await sharp(stored).stats()
      expect(Math.abs(dominant.r - 0xcc)).toBeLessThan(24)
      expect(Math.abs(dominant.b - 0x33)).toBeLessThan(24)
      // Kept for staff, never handed out (decisions.md, "Contact message and feedback"): not even its sender gets a
      // download URL for it through the annex route.
      const asked = await second.call('GET', `/api/file/Download/annex/${file!.id}?n=1`, { token })
      expect([403, 404]).toContain(asked.status)
      expect(asked.json.data?.url).toBeUndefined()
    } finally {
      await second.close()
    }
  })
})

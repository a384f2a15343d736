// Makes the shipped videos into public/seed/videos/: for each entry of scripts/media/media-catalogue.ts, screenshots
// of the running app (the real server with a temp database, Debian's Chromium) and drawn steps, rendered frame by
// frame, encoded by Debian's ffmpeg as H.264 MP4 (faststart, no audio), with a JPEG poster and WebVTT captions in
// zh-CN, en and zh-TW. The outputs are committed; CI does not run this:
//   npm run gen:media
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from '../tools/browser/chromium'
import { startRealServer } from '../tools/browser/real-server'
import { CAPTION_LANGS, FPS, HEIGHT, SCENE_SECONDS, VIDEOS, WIDTH } from './media/media-catalogue'
import { framesHtml } from './media/media-frames'
import { webVtt } from './media/webvtt'

const OUT = join(import.meta.dirname, '..', 'public', 'seed', 'videos')
const FRAMES_PER_SCENE = SCENE_SECONDS * FPS

function requireFfmpeg(): void {
  const probe = spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' })
  if (probe.status === 0 && probe.stdout.includes('--enable-libx264')) return
  console.error("gen:media needs Debian's ffmpeg (with libx264): sudo apt-get install -y ffmpeg (as root: apt-get install -y ffmpeg)")
  process.exit(1)
}

async function main(): Promise<void> {
  requireFfmpeg()
  mkdirSync(OUT, { recursive: true })
  const server = await startRealServer()
  const browser = await launchChromium()
  const work = mkdtempSync(join(tmpdir(), 'summit-media-'))
  try {
    // Every app screen the videos show, once, as a data URL the frame pages embed.
    const screenshots = new Map<string, string>()
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'zh-CN' })
    const app = await context.newPage()
    for (const path of new Set(VIDEOS.flatMap((video) => video.scenes.flatMap((scene) => (scene.kind === 'page' ? [scene.path] : []))))) {
      await app.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' })
      await app.evaluate(() => document.fonts.ready)
      await app.waitForTimeout(400)
      screenshots.set(path, `data:image/png;base64,${(await app.screenshot({ type: 'png' })).toString('base64')}`)
    }
    await context.close()

    const frames = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
    for (const video of VIDEOS) {
      const dir = join(work, video.file)
      mkdirSync(dir)
      await frames.setContent(framesHtml(video, screenshots), { waitUntil: 'load' })
      await frames.evaluate(() => document.fonts.ready)
      const total = video.scenes.length * FRAMES_PER_SCENE
      for (let frame = 0; frame < total; frame++) {
        const scene = Math.floor(frame / FRAMES_PER_SCENE)
        const progress = (frame % FRAMES_PER_SCENE) / (FRAMES_PER_SCENE - 1)
        await frames.evaluate(
          ([s, p, t]) => (window as unknown as { show: (...a: number[]) => void }).show(s!, p!, t!),
          [scene, progress, (frame + 1) / total],
        )
        writeFileSync(join(dir, `${String(frame).padStart(4, '0')}.png`), await frames.screenshot({ type: 'png' }))
      }
      const mp4 = join(OUT, `${video.file}.mp4`)
      // Baseline-compatible High profile, yuv420p for every browser, faststart so playback starts before the end arrives.
      execFileSync('ffmpeg', [
        '-y',
        '-loglevel',
        'error',
        '-framerate',
        String(FPS),
        '-i',
        join(dir, '%04d.png'),
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-crf',
        '30',
        '-tune',
        'stillimage',
        '-pix_fmt',
        'yuv420p',
        '-g',
        String(FPS * SCENE_SECONDS),
        '-movflags',
        '+faststart',
        '-an',
        '-map_metadata',
        '-1',
        mp4,
      ])
      // The poster: the first scene once it has settled.
      execFileSync('ffmpeg', [
        '-y',
        '-loglevel',
        'error',
        '-i',
        join(dir, `${String(FRAMES_PER_SCENE - 1).padStart(4, '0')}.png`),
        '-q:v',
        '5',
        '-map_metadata',
        '-1',
        join(OUT, `${video.file}.jpg`),
      ])
      for (const lang of CAPTION_LANGS)
        writeFileSync(
          join(OUT, `${video.file}.${lang}.vtt`),
          webVtt(
            video.scenes.map((scene) => scene.caption[lang]),
            SCENE_SECONDS,
          ),
        )
      console.log(`${video.file}.mp4: ${Math.round(statSync(mp4).size / 1024)} kB, ${total / FPS} s`)
    }
  } finally {
    await browser.close()
    await server.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

await main()

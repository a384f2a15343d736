// The shared video player: its accessible name, the loading veil while the browser waits for data, the spec's
// failure message only on the video element's own error event (not on a stall, an abort or a caption track's error),
// and caption tracks in the three languages for shipped videos only.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { VideoPlayer } from '../../src/components/video-player'
import { switchLanguage } from '../../src/i18n/i18n'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()
afterEach(cleanup)

const SHIPPED = '/pc/seed/videos/install-map.mp4'
const UNAVAILABLE = '此视频暂无法播放，请稍后再试'

async function renderPlayer(src: string | null = SHIPPED) {
  await renderWithApp(<VideoPlayer src={src} poster="/pc/seed/videos/install-map.jpg" title="SummitMap 安装与授权演示" testId="player" />)
  return screen.queryByLabelText('SummitMap 安装与授权演示') as HTMLVideoElement
}

describe('VideoPlayer', () => {
  it('is a native player with controls, the poster, no preload and the title as its name', async () => {
    const video = await renderPlayer()
    expect(video.tagName).toBe('VIDEO')
    expect(video.controls).toBe(true)
    expect(video.getAttribute('preload')).toBe('none')
    expect(video.getAttribute('src')).toBe(SHIPPED)
    expect(video.getAttribute('poster')).toBe('/pc/seed/videos/install-map.jpg')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the loading veil from play or waiting until playing, and drops it on pause', async () => {
    const video = await renderPlayer()
    fireEvent.play(video)
    expect(screen.getByRole('status').textContent).toContain('视频加载中…')
    expect(screen.getByTestId('player').getAttribute('data-state')).toBe('loading')
    fireEvent.playing(video)
    expect(screen.queryByRole('status')).toBeNull()
    fireEvent.waiting(video)
    expect(screen.getByTestId('player-loading')).toBeTruthy()
    fireEvent.pause(video)
    expect(screen.queryByTestId('player-loading')).toBeNull()
    expect(screen.getByTestId('player').getAttribute('data-state')).toBe('ready')
  })

  it('keeps the player on a stall, an abort or a caption track error, and shows the message on its own error', async () => {
    const video = await renderPlayer()
    fireEvent.stalled(video)
    fireEvent.abort(video)
    fireEvent.error(video.querySelector('track')!)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByLabelText('SummitMap 安装与授权演示')).toBe(video)

    fireEvent.play(video)
    fireEvent.error(video)
    expect(screen.getByRole('alert').textContent).toBe(UNAVAILABLE)
    expect(screen.queryByLabelText('SummitMap 安装与授权演示')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByTestId('player').getAttribute('data-state')).toBe('failed')
  })

  it('shows the message at once when there is no address', async () => {
    expect(await renderPlayer(null)).toBeNull()
    expect(screen.getByTestId('player-unavailable').textContent).toBe(UNAVAILABLE)
  })

  it('says it in the visitor language', async () => {
    await act(() => switchLanguage('zh-TW'))
    const video = await renderPlayer()
    fireEvent.error(video)
    expect(screen.getByRole('alert').textContent).toBe('此影片暫無法播放，請稍後再試')
  })

  it('offers caption tracks in three languages for a shipped video, the current language on by default', async () => {
    const video = await renderPlayer()
    const tracks = [...video.querySelectorAll('track')].map((track) => [
      track.getAttribute('srclang'),
      track.getAttribute('src'),
      track.default,
    ])
    expect(tracks).toEqual([
      ['zh-CN', '/pc/seed/videos/install-map.zh-CN.vtt', true],
      ['en', '/pc/seed/videos/install-map.en.vtt', false],
      ['zh-TW', '/pc/seed/videos/install-map.zh-TW.vtt', false],
    ])
    cleanup()
    const outside = await renderPlayer('https://video.example.com/summitview/operation.mp4')
    expect(outside.querySelectorAll('track')).toHaveLength(0)
  })
})

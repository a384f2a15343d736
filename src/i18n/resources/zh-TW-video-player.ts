import type { Messages } from './zh-CN'

export const zhTWVideoPlayer: Messages['storefront']['videoPlayer'] = {
  loading: '影片載入中…',
  unavailable: '此影片暫無法播放，請稍後再試',
  captions: { 'zh-CN': '簡體中文字幕', en: '英文字幕', 'zh-TW': '繁體中文字幕' },
}

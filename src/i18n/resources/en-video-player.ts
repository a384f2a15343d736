import type { Messages } from './zh-CN'

export const enVideoPlayer: Messages['storefront']['videoPlayer'] = {
  loading: 'Loading the video…',
  unavailable: 'This video cannot be played right now, please try again later',
  captions: { 'zh-CN': 'Simplified Chinese captions', en: 'English captions', 'zh-TW': 'Traditional Chinese captions' },
}

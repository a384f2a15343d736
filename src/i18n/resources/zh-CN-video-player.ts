// The shared video player (src/components/video-player.tsx), simplified Chinese: storefront.videoPlayer.*. unavailable
// is the spec's message, kept exactly (portal.md §2, storefront.md §8).
export const zhCNVideoPlayer = {
  loading: '视频加载中…',
  unavailable: '此视频暂无法播放，请稍后再试',
  captions: { 'zh-CN': '简体中文字幕', en: '英文字幕', 'zh-TW': '繁体中文字幕' },
}

// Caption tracks of a shipped video: scripts/gen-media.ts writes <stem>.<lang>.vtt beside /pc/seed/videos/<stem>.mp4.
// Any other address (an outside video) has none, so no request is made for tracks that do not exist.

export const CAPTION_LANGUAGES = ['zh-CN', 'en', 'zh-TW'] as const
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number]

const SHIPPED = /^\/pc\/seed\/videos\/([a-z0-9-]+)\.mp4$/

export function captionTracks(src: string): { lang: CaptionLanguage; src: string }[] {
  const stem = SHIPPED.exec(src)?.[1]
  if (!stem) return []
  return CAPTION_LANGUAGES.map((lang) => ({ lang, src: `/pc/seed/videos/${stem}.${lang}.vtt` }))
}

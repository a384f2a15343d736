// WebVTT caption tracks: one cue per scene, back to back.

const stamp = (seconds: number): string => {
  const whole = Math.floor(seconds)
  const ms = Math.round((seconds - whole) * 1000)
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}.${pad(ms, 3)}`
}

/** A WebVTT file whose cue i runs from i * sceneSeconds to (i + 1) * sceneSeconds. */
export function webVtt(cues: readonly string[], sceneSeconds: number): string {
  const blocks = cues.map(
    (text, index) => `${index + 1}\n${stamp(index * sceneSeconds)} --> ${stamp((index + 1) * sceneSeconds)}\n${text.replace(/-->/g, '->')}`,
  )
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`
}

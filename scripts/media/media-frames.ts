// The HTML one video's frames are drawn from: every scene stacked, and window.show(scene, progress, total) making one
// scene visible with its animation at `progress` (0..1) and the video's progress bar at `total` (0..1).
import type { Scene, VideoSpec } from './media-catalogue'
import { HEIGHT, WIDTH } from './media-catalogue'

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** An installer window whose bar fills with the scene's progress. */
const setupScene = (spec: VideoSpec): string => `
<div class="desk"><div class="window">
  <div class="titlebar"><i style="background:#ff6b6b"></i><i style="background:#ffd166"></i><i style="background:#06d6a0"></i><span>${escape(spec.badge)} Setup</span></div>
  <div class="body">
    <div class="logo" style="background:${spec.accent}">${escape(spec.badge.slice(0, 1))}</div>
    <div class="lines"><b>${escape(spec.badge)}</b><span>C:\\Program Files\\${escape(spec.badge)}</span></div>
  </div>
  <div class="bar"><div class="fill" data-grow style="background:${spec.accent}"></div></div>
  <div class="buttons"><span>Back</span><span class="primary" style="background:${spec.accent}">Install</span></div>
</div></div>`

/** The licence step: a machine code, a licence file dropped in, then a tick. */
const licenceScene = (spec: VideoSpec): string => `
<div class="desk"><div class="window">
  <div class="titlebar"><i style="background:#ff6b6b"></i><i style="background:#ffd166"></i><i style="background:#06d6a0"></i><span>${escape(spec.badge)} License</span></div>
  <div class="field"><small>Machine code</small><code>7F3A-19C2-B804-5E61</code></div>
  <div class="field"><small>License file</small><code data-appear>${escape(spec.badge.toLowerCase())}.lic</code></div>
  <div class="tick" data-appear-late style="background:${spec.accent}">&#10003;</div>
</div></div>`

/** The free viewer: a terrain with a measuring line drawn as the scene plays. */
const viewerScene = (spec: VideoSpec): string => `
<div class="desk"><div class="window viewer">
  <div class="titlebar"><i style="background:#ff6b6b"></i><i style="background:#ffd166"></i><i style="background:#06d6a0"></i><span>${escape(spec.badge)}</span></div>
  <svg viewBox="0 0 600 300" width="600" height="300">
    <path d="M0 280 L90 170 L180 220 L300 110 L420 200 L520 140 L600 210 L600 300 L0 300Z" fill="#00897b" fill-opacity="0.6"/>
    ${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="300" cy="210" rx="${50 + i * 45}" ry="${22 + i * 16}" fill="none" stroke="#ffd166" stroke-opacity="${0.8 - i * 0.13}" stroke-width="2"/>`).join('')}
    <path d="M80 240 L300 150 L520 200" fill="none" stroke="#ff6b6b" stroke-width="4" stroke-dasharray="8 6" pathLength="100" data-draw/>
  </svg>
</div></div>`

const sceneBody = (spec: VideoSpec, scene: Scene, screenshot: string | undefined): string => {
  if (scene.kind === 'page') return `<img class="shot" src="${screenshot ?? ''}" alt="">`
  if (scene.kind === 'setup') return setupScene(spec)
  if (scene.kind === 'licence') return licenceScene(spec)
  return viewerScene(spec)
}

export function framesHtml(spec: VideoSpec, screenshots: ReadonlyMap<string, string>): string {
  const scenes = spec.scenes
    .map(
      (scene, index) =>
        `<section data-scene="${index}">${sceneBody(spec, scene, scene.kind === 'page' ? screenshots.get(scene.path) : undefined)}</section>`,
    )
    .join('')
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden;font-family:'Noto Sans CJK SC',sans-serif;background:#0f172a}
section{position:absolute;inset:0;display:none}
section.on{display:block}
.shot{width:100%;height:100%;object-fit:cover;object-position:top}
.desk{position:absolute;inset:0;background:linear-gradient(135deg,#0f172a,${spec.accent});display:grid;place-items:center}
.window{width:620px;background:#f8fafc;border-radius:12px;box-shadow:0 20px 50px rgba(0,0,0,.45);overflow:hidden;padding-bottom:22px}
.viewer{background:#102027}
.titlebar{height:34px;background:#e2e8f0;display:flex;align-items:center;gap:8px;padding:0 12px;font-size:15px;color:#334155}
.viewer .titlebar{background:#263238;color:#eceff1}
.titlebar i{width:12px;height:12px;border-radius:50%;display:inline-block}
.titlebar span{margin-left:12px}
.body{display:flex;gap:20px;align-items:center;padding:28px}
.logo{width:72px;height:72px;border-radius:16px;color:#fff;font-size:42px;font-weight:bold;display:grid;place-items:center}
.lines{display:flex;flex-direction:column;gap:6px;font-size:20px;color:#0f172a}
.lines span{font-size:14px;color:#64748b}
.bar{margin:0 28px;height:16px;border-radius:8px;background:#e2e8f0;overflow:hidden}
.fill{height:100%;width:0}
.buttons{display:flex;justify-content:flex-end;gap:12px;padding:22px 28px 0}
.buttons span{padding:8px 22px;border-radius:6px;border:1px solid #cbd5e1;font-size:15px;color:#334155}
.buttons .primary{color:#fff;border-color:transparent}
.field{margin:22px 28px 0;display:flex;flex-direction:column;gap:6px}
.field small{color:#64748b;font-size:14px}
.field code{font-size:22px;padding:10px 14px;border:1px dashed #94a3b8;border-radius:6px;color:#0f172a;min-height:30px}
.tick{margin:22px auto 0;width:56px;height:56px;border-radius:50%;color:#fff;font-size:34px;display:grid;place-items:center}
.badge{position:absolute;bottom:18px;left:14px;padding:4px 12px;border-radius:14px;background:rgba(15,23,42,.78);color:#fff;font-size:16px;z-index:2}
.progress{position:absolute;left:0;bottom:0;height:6px;background:${spec.accent};z-index:2}
</style></head><body>${scenes}
<div class="badge"><span>${escape(spec.badge)}</span> · <span id="step"></span></div>
<div class="progress" id="progress"></div>
<script>
window.show = (index, progress, total) => {
  document.querySelectorAll('section').forEach((section) => section.classList.toggle('on', Number(section.dataset.scene) === index))
  const on = document.querySelector('section.on')
  on.querySelectorAll('[data-grow]').forEach((el) => (el.style.width = Math.round(progress * 100) + '%'))
  on.querySelectorAll('[data-appear]').forEach((el) => (el.style.visibility = progress > 0.35 ? 'visible' : 'hidden'))
  on.querySelectorAll('[data-appear-late]').forEach((el) => (el.style.visibility = progress > 0.7 ? 'visible' : 'hidden'))
  on.querySelectorAll('[data-draw]').forEach((el) => (el.style.strokeDasharray = (progress * 100) + ' 100'))
  document.getElementById('step').textContent = (index + 1) + '/${spec.scenes.length}'
  document.getElementById('progress').style.width = (total * 100) + '%'
}
</script></body></html>`
}

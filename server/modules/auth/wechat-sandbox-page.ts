// The sandbox "WeChat" authorise page: a fake QR drawn from the state, and one scan link per test identity.
import { createHash } from 'node:crypto'
import { SANDBOX_WECHAT_IDENTITIES } from '../../db/seed-data/demo-accounts'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** A 21x21 pattern with the three finder squares, so it reads as a QR code at a glance (it encodes nothing). */
function fakeQrSvg(seed: string): string {
  const size = 21
  const bits = createHash('sha256').update(seed).digest()
  const cells: string[] = []
  const finder = (x: number, y: number) => {
    for (const [ox, oy] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ]) {
      const dx = x - ox
      const dy = y - oy
      if (dx >= 0 && dx < 7 && dy >= 0 && dy < 7)
        return dx === 0 || dx === 6 || dy === 0 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4) ? 1 : 0
    }
    return -1
  }
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const f = finder(x, y)
      const i = y * size + x
      const on = f === -1 ? (bits[i % bits.length] >> i % 8) & 1 : f
      if (on) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`)
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 ${size + 2} ${size + 2}" width="180" height="180" role="img" aria-label="模拟二维码"><rect x="-1" y="-1" width="${size + 2}" height="${size + 2}" fill="#fff"/><g fill="#111">${cells.join('')}</g></svg>`
}

export function sandboxAuthorizePage(state: string): string {
  const links = SANDBOX_WECHAT_IDENTITIES.map(
    (identity) =>
      `<li><span>${escapeHtml(identity.nickname)}</span> <a target="_top" data-identity="${identity.key}" href="/api/sandbox/wechat/scan?state=${encodeURIComponent(state)}&amp;identity=${identity.key}">扫码登录</a></li>`,
  ).join('')
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>微信登录（沙箱）</title>
<style>body{font-family:sans-serif;text-align:center;margin:12px;color:#222}ul{list-style:none;padding:0}li{margin:6px 0}a{color:#07c160;margin-left:8px}small{color:#888}</style>
</head>
<body>
<h1 style="font-size:16px">微信登录（开发沙箱）</h1>
${fakeQrSvg(state)}
<p><small>这是模拟的微信授权页，仅用于开发和测试。选择一个测试身份“扫码”：</small></p>
<ul>${links}</ul>
</body>
</html>`
}

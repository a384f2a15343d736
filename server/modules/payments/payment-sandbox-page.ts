// The sandbox checkout page (what a payment QR points at outside production) and its result page.
import { SANDBOX_CHECKOUT_PATH } from '../../providers/payment-sandbox-provider'
import type { PaymentRow } from './payment-data'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const CHANNEL_LABEL: Record<string, string> = { wxpay: '微信支付', alipay: '支付宝', cmbpay: '招商银行' }

const layout = (title: string, body: string) => `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:420px;margin:24px auto;padding:0 12px;color:#222;text-align:center}
.amount{font-size:32px;margin:12px 0}button{font-size:16px;padding:10px 24px;margin:6px;border:0;border-radius:4px;cursor:pointer}
.pay{background:#07c160;color:#fff}.fail{background:#eee;color:#c00}small{color:#888}</style>
</head>
<body>
${body}
</body>
</html>`

const actionForm = (trade: string, outcome: 'paid' | 'failed', label: string, css: string) =>
  `<form method="post" action="${SANDBOX_CHECKOUT_PATH}" style="display:inline">` +
  `<input type="hidden" name="trade" value="${escapeHtml(trade)}"><input type="hidden" name="outcome" value="${outcome}">` +
  `<button type="submit" class="${css}" data-outcome="${outcome}">${label}</button></form>`

export function sandboxCheckoutPage(attempt: PaymentRow, ordername: string, now: Date): string {
  const minutes = Math.max(0, Math.ceil((attempt.expires_at.getTime() - now.getTime()) / 60_000))
  return layout(
    '支付（开发沙箱）',
    `<h1 style="font-size:18px">${escapeHtml(CHANNEL_LABEL[attempt.provider] ?? attempt.provider)}（开发沙箱）</h1>
<p>${escapeHtml(ordername)}</p>
<p><small>订单号 ${escapeHtml(attempt.ordernum)} · 交易号 ${escapeHtml(attempt.out_trade_no)}</small></p>
<div class="amount">¥ ${escapeHtml(attempt.amount)}</div>
<p><small>二维码约 ${minutes} 分钟后过期（${escapeHtml(attempt.expires_at.toISOString())}）</small></p>
${actionForm(attempt.out_trade_no, 'paid', '确认支付', 'pay')}
${actionForm(attempt.out_trade_no, 'failed', '模拟支付失败', 'fail')}
<p><small>这是模拟的支付页，仅用于开发和测试，不会产生真实扣款。</small></p>`,
  )
}

export function sandboxResultPage(outcome: 'paid' | 'failed', ordernum: string): string {
  const text = outcome === 'paid' ? '支付成功' : '支付失败'
  return layout(
    text,
    `<h1 style="font-size:20px" data-result="${outcome}">${text}</h1><p><small>订单号 ${escapeHtml(ordernum)}，可关闭此页面返回商城。</small></p>`,
  )
}

// Code kept out of the first load loads before it shows (docs/decisions.md, "Lazy code loads before it shows"): the
// payment QR image and the shop toaster render at once once their code is in, with no loading state (React.lazy
// suspends on its first render even when the code has loaded, and React 19 reveals a suspended boundary only 300 ms
// after its fallback showed).
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PaymentQr } from '../../machines/checkout'
import { useShopMessage } from '../../src/components/shop-message'
import { PayStep } from '../../src/features/checkout/paystep/pay-step'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()
afterEach(cleanup)

/** Lets a dynamic import started by the component settle: the module is in and the preload's callbacks have run. */
async function codeLoaded(load: () => Promise<unknown>): Promise<void> {
  await act(async () => {
    await load()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

const order = { id: 'order-1', ordernum: 'SO202612010001', ordername: 'SummitMap 月度订阅', paymentamount: 199 }

function PayStepWaitingForQr(): React.JSX.Element {
  const [qr, setQr] = useState<PaymentQr | null>(null)
  return (
    <>
      <button
        data-testid="qr-arrives"
        onClick={() => setQr({ content: 'weixin://wxpay/bizpayurl?pr=abc', issuedAt: Date.now(), expiresAt: Date.now() + 900_000 })}
      />
      <PayStep
        order={order}
        qr={qr}
        phase={qr ? 'paying' : 'requesting'}
        message=""
        onCheck={() => {}}
        onRefresh={() => {}}
        onRetry={() => {}}
        onBack={() => {}}
      />
    </>
  )
}

describe('the payment QR image', () => {
  it('loads its code while the QR is requested and draws the QR in the same render as it arrives', async () => {
    await renderWithApp(<PayStepWaitingForQr />)
    await codeLoaded(() => import('../../src/features/checkout/paystep/payment-qr'))
    fireEvent.click(screen.getByTestId('qr-arrives'))
    const box = screen.getByTestId('paystep-qr')
    expect(box.textContent, 'no loading text in the QR box').not.toContain('正在获取支付二维码')
    expect(box.querySelector('[data-testid="paystep-qr-image"] svg'), 'the QR drawn at once').not.toBeNull()
  })
})

function Sender(): React.JSX.Element {
  const show = useShopMessage()
  return <button data-testid="send" onClick={() => show('添加成功')} />
}

describe('the shop toaster', () => {
  it('loads its code when a page that can show a message has drawn, and shows the first message at once', async () => {
    await renderWithApp(<Sender />)
    expect(screen.queryByRole('region', { name: '消息通知' }), 'no region before the first message').toBeNull()
    await codeLoaded(() => import('../../src/components/shop-toaster'))
    fireEvent.click(screen.getByTestId('send'))
    expect(screen.getByRole('region', { name: '消息通知' }), 'the region in the same render').toBeTruthy()
  })
})

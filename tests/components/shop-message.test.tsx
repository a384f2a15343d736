// The shop message is Chakra's toast: its region (aria-live) loads on the first message, a success is a polite
// status, a warning or an error an alert, each shows its text for 3 s, a new one replaces the one showing, and a
// component's message goes when the component does.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useShopMessage } from '../../src/components/shop-message'
import { showShopMessage, type MessageStatus } from '../../src/components/shop-message-queue'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

function Sender({ text, status }: { text: string; status?: MessageStatus }): React.JSX.Element {
  const show = useShopMessage()
  return <button data-testid="send" onClick={() => show(text, status)} />
}

/** The sender on a page the user can leave, the region staying (as the app's providers hold it). */
function LeavablePage({ text }: { text: string }): React.JSX.Element {
  const [here, setHere] = useState(true)
  return (
    <>
      {here && <Sender text={text} />}
      <button data-testid="leave" onClick={() => setHere(false)} />
    </>
  )
}

/** Lets the lazy toaster chunk load and the toast machines start (real timers). */
const loaded = () => screen.findByTestId('shop-message', {}, { timeout: 10000 })

afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

describe('shop message (Chakra toast)', () => {
  it('shows a success as a polite status in the notifications region, then goes after 3 s', async () => {
    // The toast's clock is requestAnimationFrame and performance.now (zag's timers): those are faked too. Fake time
    // also runs with real time so the lazy chunk can load and testing-library can poll.
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
        'Date',
      ],
      shouldAdvanceTime: true,
    })
    await renderWithApp(<Sender text="添加成功" />)
    expect(screen.queryByRole('region', { name: '消息通知' }), 'no region before the first message').toBeNull()
    fireEvent.click(screen.getByTestId('send'))
    const toast = await loaded()
    const shownAt = performance.now()
    expect(toast.textContent).toBe('添加成功')
    expect(toast.getAttribute('role')).toBe('status')
    expect(toast.dataset.status).toBe('success')
    expect(screen.getByRole('status', { name: '添加成功' })).toBe(toast)
    const region = screen.getByRole('region', { name: '消息通知' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.contains(toast)).toBe(true)

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2700 - (performance.now() - shownAt))
    })
    expect(screen.getByTestId('shop-message').dataset.state, 'still shown at 2.7 s').toBe('open')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400)
    })
    expect(screen.queryByTestId('shop-message')?.dataset.state ?? 'gone', 'closing at 3 s').not.toBe('open')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500)
    })
    expect(screen.queryByTestId('shop-message'), 'gone after its exit').toBeNull()
    // The region stays for the next message (a live region present before its content is announced).
    expect(screen.getByRole('region', { name: '消息通知' })).toBeTruthy()
  })

  it.each([
    ['warning', '请至少选择一项产品!'],
    ['error', '无权操作其他用户的数据'],
  ] as const)('shows a %s as an alert', async (status, text) => {
    await renderWithApp(<Sender text={text} status={status} />)
    fireEvent.click(screen.getByTestId('send'))
    const toast = await loaded()
    expect(toast.textContent).toBe(text)
    expect(toast.getAttribute('role')).toBe('alert')
    expect(toast.dataset.status).toBe(status)
    expect(screen.getByRole('alert', { name: text })).toBe(toast)
  })

  it('a new message replaces the one showing', async () => {
    await renderWithApp(<Sender text="删除成功" />)
    fireEvent.click(screen.getByTestId('send'))
    await loaded()
    act(() => void showShopMessage('请至少选择一项产品!', 'warning'))
    await vi.waitFor(() => expect(screen.getAllByTestId('shop-message').map((each) => each.textContent)).toEqual(['请至少选择一项产品!']))
  })

  it('a message asked for before the region has loaded is shown once it has; the component leaving takes it away', async () => {
    await renderWithApp(<LeavablePage text="保存成功" />)
    // Two clicks in a row, before any chunk could load: one message, the last.
    fireEvent.click(screen.getByTestId('send'))
    fireEvent.click(screen.getByTestId('send'))
    expect((await loaded()).textContent).toBe('保存成功')
    expect(screen.getAllByTestId('shop-message')).toHaveLength(1)
    fireEvent.click(screen.getByTestId('leave'))
    await vi.waitFor(() => expect(screen.queryByTestId('shop-message')).toBeNull())
    expect(screen.getByRole('region', { name: '消息通知' }), 'the region stays').toBeTruthy()
  })
})

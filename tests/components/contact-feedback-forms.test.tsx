// The feedback page and the contact message form against stand-in calls: the missing fields marked, tied to their
// boxes and announced; the counter; the image rules before sending (one file, 5MB, an image by content); the server's
// msg on success with the form reset, its msg on refusal, '提交失败，请稍后重试' when the request fails.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../domain/api-error'
import { FEEDBACK_FILE_MAX_BYTES } from '../../domain/limits'
import type { ContactMessage, FeedbackForm } from '../../src/api/queries/support-submission-calls'
import { ContactMessageForm } from '../../src/features/contact/contact-message-form'
import { FeedbackPage } from '../../src/features/contact/feedback-page'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

const server = vi.hoisted(() => ({
  feedback: vi.fn<(form: FeedbackForm) => Promise<string>>(),
  contact: vi.fn<(message: ContactMessage) => Promise<string>>(),
}))

vi.mock('../../src/api/queries/support-submission-calls', () => ({
  submitFeedback: server.feedback,
  leaveContactMessage: server.contact,
}))

beforeEach(() => {
  server.feedback.mockReset()
  server.contact.mockReset()
})
afterEach(() => cleanup())

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]
const png = (name = 'shot.png') => new File([new Uint8Array(PNG_HEAD)], name, { type: 'image/png' })
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } })
const choose = (files: File[]) => fireEvent.change(screen.getByTestId('feedback-image-input'), { target: { files } })

describe('feedback page', () => {
  it('marks the missing name and text, says 请填写完整信息 and sends nothing', async () => {
    await renderWithApp(<FeedbackPage />)
    fireEvent.click(screen.getByTestId('feedback-submit'))
    expect((await screen.findByTestId('feedback-outcome')).textContent).toContain('请填写完整信息')
    const name = screen.getByTestId('feedback-name-input')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(name.getAttribute('aria-describedby')).toContain('feedback-name-error')
    expect(screen.getByTestId('feedback-name-error').textContent).toContain('请输入姓名')
    expect(screen.getByTestId('feedback-feedback-error').textContent).toContain('请输入您的意见或建议')
    expect(screen.getByTestId('feedback-feedback-error').getAttribute('role')).toBe('alert')
    expect(document.activeElement).toBe(name)
    expect(server.feedback).not.toHaveBeenCalled()
  })

  it('counts the text against 500 and caps the box there', async () => {
    await renderWithApp(<FeedbackPage />)
    type('feedback-feedback-input', '好用')
    expect(screen.getByTestId('feedback-counter').textContent).toContain('已输入 2 / 500 字')
    expect(screen.getByTestId('feedback-feedback-input').getAttribute('maxLength')).toBe('500')
    expect(screen.getByTestId('feedback-feedback-input').getAttribute('aria-describedby')).toContain('feedback-counter')
  })

  it('refuses two files, a file over 5MB and a file that is not an image by its content', async () => {
    await renderWithApp(<FeedbackPage />)
    choose([png('a.png'), png('b.png')])
    expect((await screen.findByTestId('feedback-image-error')).textContent).toContain('只能上传一个文件!')
    const big = new File([new Uint8Array(FEEDBACK_FILE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' })
    choose([big])
    await waitFor(() => expect(screen.getByTestId('feedback-image-error').textContent).toContain('上传文件大小不能超过 5MB!'))
    choose([new File(['MZ this is an exe'], 'photo.png', { type: 'image/png' })])
    await waitFor(() => expect(screen.getByTestId('feedback-image-error').textContent).toContain('只能上传图片文件!'))
    expect(screen.queryByTestId('feedback-image-chosen')).toBeNull()
    choose([png()])
    expect((await screen.findByTestId('feedback-image-chosen')).textContent).toContain('shot.png')
    expect(screen.queryByTestId('feedback-image-error')).toBeNull()
  })

  it('sends the form with the image, shows the server msg and resets', async () => {
    server.feedback.mockResolvedValue('感谢您的宝贵意见！')
    await renderWithApp(<FeedbackPage />)
    type('feedback-name-input', ' 张三 ')
    type('feedback-mobile-input', '13800000000')
    type('feedback-feedback-input', '希望支持 DWG 2020')
    choose([png()])
    await screen.findByTestId('feedback-image-chosen')
    fireEvent.click(screen.getByTestId('feedback-submit'))
    expect(await screen.findByText('感谢您的宝贵意见！')).toBeTruthy()
    expect(server.feedback).toHaveBeenCalledTimes(1)
    const sent = server.feedback.mock.calls[0][0]
    expect(sent).toMatchObject({ name: '张三', mobile: '13800000000', company: '', feedback: '希望支持 DWG 2020' })
    expect(sent.file?.name).toBe('shot.png')
    expect((screen.getByTestId('feedback-name-input') as HTMLInputElement).value).toBe('')
    expect((screen.getByTestId('feedback-feedback-input') as HTMLInputElement).value).toBe('')
    expect(screen.queryByTestId('feedback-image-chosen')).toBeNull()
    expect(screen.getByTestId('feedback-outcome').getAttribute('role')).toBe('status')
  })

  it('shows the server msg on a refusal and keeps the form; 提交失败，请稍后重试 when the request fails', async () => {
    server.feedback.mockRejectedValueOnce(new ApiError(429, '提交过于频繁，请一小时后再试', 429))
    server.feedback.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await renderWithApp(<FeedbackPage />)
    type('feedback-name-input', '张三')
    type('feedback-feedback-input', '意见')
    fireEvent.click(screen.getByTestId('feedback-submit'))
    expect(await screen.findByText('提交过于频繁，请一小时后再试')).toBeTruthy()
    expect(screen.getByTestId('feedback-outcome').getAttribute('role')).toBe('alert')
    expect((screen.getByTestId('feedback-name-input') as HTMLInputElement).value).toBe('张三')
    fireEvent.click(screen.getByTestId('feedback-submit'))
    expect(await screen.findByText('提交失败，请稍后重试')).toBeTruthy()
  })
})

describe('contact message form', () => {
  it('marks empty fields, then sends, shows 发表成功！ and clears', async () => {
    server.contact.mockResolvedValue('发表成功！')
    await renderWithApp(<ContactMessageForm />)
    fireEvent.click(screen.getByTestId('contact-message-submit'))
    expect((await screen.findByTestId('contact-message-name-error')).textContent).toContain('请输入姓名')
    expect(screen.getByTestId('contact-message-contact-error').textContent).toContain('请输入联系方式')
    expect(server.contact).not.toHaveBeenCalled()
    type('contact-message-name-input', '李四')
    type('contact-message-contact-input', '010-12345678')
    type('contact-message-description-input', '想了解授权')
    fireEvent.click(screen.getByTestId('contact-message-submit'))
    expect(await screen.findByText('发表成功！')).toBeTruthy()
    expect(server.contact.mock.calls[0][0]).toEqual({ name: '李四', contact: '010-12345678', description: '想了解授权' })
    expect((screen.getByTestId('contact-message-name-input') as HTMLInputElement).value).toBe('')
    expect((screen.getByTestId('contact-message-description-input') as HTMLInputElement).value).toBe('')
  })

  it('shows the server msg when refused and keeps what was typed', async () => {
    server.contact.mockRejectedValue(new ApiError(400, '请填写完整信息', 400))
    await renderWithApp(<ContactMessageForm />)
    type('contact-message-name-input', '李四')
    type('contact-message-contact-input', 'x')
    type('contact-message-description-input', 'y')
    fireEvent.click(screen.getByTestId('contact-message-submit'))
    expect(await screen.findByText('请填写完整信息')).toBeTruthy()
    expect((screen.getByTestId('contact-message-name-input') as HTMLInputElement).value).toBe('李四')
  })
})

// Shared calls of the forum suites: a customer's id, posting a question, a comment and a reply through the real API.
import { expect } from 'vitest'
import type { TestApp } from './test-app'

export const POSTS = '/api/business/Forum_posts'
export const POST_LIST = '/api/business/Forum_posts/getListByUser'
export const POST_DETAIL = '/api/business/Forum_posts/detailPost'
export const COMMENTS = '/api/business/Forum_comments'
export const COMMENT_LIST = '/api/business/Forum_comments/getList'
export const REPLIES = '/api/business/Forum_reply'

export async function customerId(t: TestApp, token: string): Promise<string> {
  const info = await t.call('GET', '/api/business/C_customers/userinfo', { token })
  return info.json.data.id as string
}

export async function askQuestion(t: TestApp, token: string, title = '测试问题', content = '<p>问题内容</p>', biboId = 'general') {
  const response = await t.call('POST', POSTS, { token, body: { postTitle: title, postContent: content, postBiboid: biboId } })
  expect(response.json, JSON.stringify(response.json)).toMatchObject({ code: 200 })
  return response.json.data as { id: string; postContent: string }
}

export async function answer(t: TestApp, token: string, postid: string, content = '一条回答') {
  const response = await t.call('POST', COMMENTS, { token, body: { postid, content } })
  expect(response.json, JSON.stringify(response.json)).toMatchObject({ code: 200 })
  return response.json.data as { id: string }
}

export async function reply(t: TestApp, token: string, commentid: string, content = '一条回复', touserid?: string) {
  const response = await t.call('POST', REPLIES, { token, body: { commentid, content, ...(touserid ? { touserid } : {}) } })
  expect(response.json, JSON.stringify(response.json)).toMatchObject({ code: 200 })
  return response.json.data as { id: string }
}

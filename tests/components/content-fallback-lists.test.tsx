// Content lists mark each record's language (issue 20): the element holding a record's texts carries its `lang`, and a
// record served in zh-CN to an en or zh-TW visitor (no translation) shows the "中文" fallback badge; a translated one
// does not. Update notes, value-add software, teaching videos, FAQ, documents and the feature tabs, against a stand-in
// API.
import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FeatureTabs } from '../../src/components/feature-tabs'
import { DocumentsList } from '../../src/features/support/documents-list'
import { FaqList } from '../../src/features/support/faq-list'
import { TeachingVideos } from '../../src/features/support/teaching-videos'
import { UpdateNotesList } from '../../src/features/support/update-notes-list'
import { ValueAddSoftwareList } from '../../src/features/support/value-add-software-list'
import { i18n } from '../../src/i18n/i18n'
import type { Language } from '../../domain/language'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

const server = vi.hoisted(() => ({ post: vi.fn<(path: string) => unknown>() }))

vi.mock('../../src/api/client', () => ({
  api: {
    POST: async (path: string) => ({ data: await server.post(path), response: new Response(null, { status: 200 }) }),
    GET: async () => ({ data: { code: 200, data: [] }, response: new Response(null, { status: 200 }) }),
  },
}))

const page = (list: unknown[]) => ({ code: 200, data: { list, pagination: { currentPage: 1, pageSize: 20, total: list.length } } })

/** One record translated into the visitor's language, one served in zh-CN (untranslated). */
function rows(language: Language) {
  return [
    {
      id: 'translated',
      lang: language,
      newestname: 'SummitMap',
      newestversionnumber: 'V3.2.0',
      newestexplain: language === 'en' ? 'Automatic road edge extraction' : '新增道路邊線自動擷取',
      softwarename: language === 'en' ? 'Batch converter' : '批次轉換工具',
      versionnumber: '1.0',
      softwareexplain: language === 'en' ? 'Converts formats' : '轉換格式',
      videosrc: '/pc/seed/videos/a.mp4',
      descrh4: language === 'en' ? 'Getting started' : '入門',
      question: language === 'en' ? 'How do I get the machine code?' : '如何取得機器碼？',
      answer: language === 'en' ? 'Open Help.' : '開啟說明。',
      f: 'https://docs.example/manual.pdf',
    },
    {
      id: 'fallback',
      lang: 'zh-CN',
      newestname: 'SummitSolid',
      newestversionnumber: 'V2.0.1',
      newestexplain: '修复导出问题',
      softwarename: '坐标转换工具',
      versionnumber: '2.0',
      softwareexplain: '坐标系转换',
      videosrc: '/pc/seed/videos/b.mp4',
      descrh4: '建模基础',
      question: '如何申请发票？',
      answer: '下单时选择发票类型。',
      f: null,
    },
  ]
}

let language: Language = 'en'

beforeEach(() => {
  server.post.mockReset()
  server.post.mockImplementation(() => page(rows(language)))
})

afterEach(() => cleanup())

/** The translated record has its language and no badge; the untranslated one says zh-CN and shows the badge. */
function expectMarked(items: HTMLElement[], lang: Language) {
  expect(items).toHaveLength(2)
  const [translated, fallback] = items
  expect(translated.getAttribute('lang')).toBe(lang)
  expect(within(translated).queryByTestId('content-fallback')).toBeNull()
  expect(fallback.getAttribute('lang')).toBe('zh-CN')
  const badge = within(fallback).getByTestId('content-fallback')
  expect(badge.textContent).toBe('中文')
  expect(badge.getAttribute('lang')).toBe('zh-CN')
}

describe.each(['en', 'zh-TW'] as const)('content lists in %s', (lang) => {
  beforeEach(async () => {
    language = lang
    await i18n.changeLanguage(lang)
  })

  it('update notes', async () => {
    await renderWithApp(<UpdateNotesList viewer="c1" />, new QueryClient())
    await screen.findAllByTestId('update-note')
    expectMarked(screen.getAllByTestId('update-note'), lang)
  })

  it('value-add software', async () => {
    await renderWithApp(<ValueAddSoftwareList />, new QueryClient())
    await screen.findAllByTestId('value-add-row')
    expectMarked(screen.getAllByTestId('value-add-row'), lang)
  })

  it('teaching videos', async () => {
    await renderWithApp(<TeachingVideos />, new QueryClient())
    await screen.findAllByTestId('teaching-video')
    expectMarked(screen.getAllByTestId('teaching-video'), lang)
  })

  it('FAQ', async () => {
    await renderWithApp(<FaqList />, new QueryClient())
    await screen.findAllByTestId('faq-item')
    expectMarked(screen.getAllByTestId('faq-item'), lang)
  })

  it('documents', async () => {
    await renderWithApp(<DocumentsList viewer="c1" />, new QueryClient())
    await screen.findAllByTestId('document')
    expectMarked(screen.getAllByTestId('document'), lang)
  })

  it('feature tabs: the panel of an untranslated feature point', async () => {
    const tabs = [
      { key: 'a', title: 'Overlay', text: 'x', lang },
      { key: 'b', title: '三维建模', text: '说明', lang: 'zh-CN' },
    ]
    await renderWithApp(<FeatureTabs tabs={tabs} testId="ft" empty="" />, new QueryClient())
    const panel = screen.getByTestId('ft-panel')
    expect(panel.getAttribute('lang')).toBe(lang)
    expect(within(panel).queryByTestId('content-fallback')).toBeNull()
    screen.getAllByTestId('ft')[1].click()
    expect((await screen.findByTestId('content-fallback')).getAttribute('lang')).toBe('zh-CN')
    expect(screen.getByTestId('ft-panel').getAttribute('lang')).toBe('zh-CN')
  })
})

describe('in zh-CN', () => {
  it('no record shows the badge', async () => {
    language = 'zh-CN'
    await renderWithApp(<UpdateNotesList viewer="c1" />, new QueryClient())
    await screen.findAllByTestId('update-note')
    expect(screen.getAllByTestId('update-note').map((item) => item.getAttribute('lang'))).toEqual(['zh-CN', 'zh-CN'])
    expect(screen.queryByTestId('content-fallback')).toBeNull()
  })
})

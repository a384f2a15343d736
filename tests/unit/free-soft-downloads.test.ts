// Download entries of the free-software pages: an entry counts only with a link, so the page shows '未查找到该软件'
// instead of a dead icon.
import { describe, expect, it } from 'vitest'
import { findDownload, type DownloadItem } from '../../src/api/download-entries'
import { DOMESTIC_PACKAGES } from '../../src/features/guochan-download/domestic-packages'

const item = (descrh: string, f: string | null): DownloadItem => ({ id: descrh, descrh, f, m: 'abcd', type: 0, lang: 'zh-CN' })

describe('findDownload', () => {
  const list = [item('SummitView', 'https://pan.example.com/x86'), item('SummitViewVideo', ''), item('SummitViewUosX86', null)]

  it('finds an entry by its key', () => {
    expect(findDownload(list, 'SummitView')?.f).toBe('https://pan.example.com/x86')
  })

  it('treats an entry without a link, an unknown key and a missing list as not found', () => {
    expect(findDownload(list, 'SummitViewVideo')).toBeUndefined()
    expect(findDownload(list, 'SummitViewUosX86')).toBeUndefined()
    expect(findDownload(list, 'SummitViewKylinArm')).toBeUndefined()
    expect(findDownload(undefined, 'SummitView')).toBeUndefined()
  })

  it('has two domestic packages with distinct entries', () => {
    expect(DOMESTIC_PACKAGES).toHaveLength(2)
    expect(new Set(DOMESTIC_PACKAGES.map((pack) => pack.entryKey)).size).toBe(2)
  })
})

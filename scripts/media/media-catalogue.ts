// The shipped videos: what each one shows, scene by scene, and its caption in the three languages. The seed
// (server/db/seed-data/support.ts) and the product pages point at these files by name.

export type CaptionLang = 'zh-CN' | 'en' | 'zh-TW'
export const CAPTION_LANGS: readonly CaptionLang[] = ['zh-CN', 'en', 'zh-TW']

/** A real screen of the running app, or a drawn step of the desktop program (installer, licence import, viewer). */
export type Scene =
  | { kind: 'page'; path: string; caption: Record<CaptionLang, string> }
  | { kind: 'setup' | 'licence' | 'viewer'; caption: Record<CaptionLang, string> }

export interface VideoSpec {
  /** File stem under public/seed/videos/: <file>.mp4, <file>.jpg (poster), <file>.<lang>.vtt. */
  file: string
  /** The badge drawn on every frame, e.g. the product line. */
  badge: string
  accent: string
  scenes: Scene[]
}

export const SCENE_SECONDS = 2
export const FPS = 10
export const WIDTH = 960
export const HEIGHT = 540

const intro = (line: string): Scene => ({
  kind: 'page',
  path: `/pc/Productsintro?name=${line}`,
  caption: { 'zh-CN': `了解 ${line} 的功能`, en: `Learn what ${line} does`, 'zh-TW': `了解 ${line} 的功能` },
})

const trialPage: Scene = {
  kind: 'page',
  path: '/pc/Buy?value=free',
  caption: {
    'zh-CN': '在“免费试用”页下载安装包，记下提取码',
    en: 'Download the installer from the free trial page and note the extract code',
    'zh-TW': '在「免費試用」頁下載安裝包，記下提取碼',
  },
}

const setup: Scene = {
  kind: 'setup',
  caption: {
    'zh-CN': '运行安装程序，按向导完成安装',
    en: 'Run the installer and follow the wizard',
    'zh-TW': '執行安裝程式，依精靈完成安裝',
  },
}

const licence: Scene = {
  kind: 'licence',
  caption: {
    'zh-CN': '复制机器码申请许可证，导入后即可使用',
    en: 'Copy the machine code, request a licence and import it',
    'zh-TW': '複製機器碼申請許可證，匯入後即可使用',
  },
}

const install = (file: string, line: string, accent: string): VideoSpec => ({
  file,
  badge: line,
  accent,
  scenes: [intro(line), trialPage, setup, licence],
})

export const VIDEOS: VideoSpec[] = [
  install('install-map', 'SummitMap', '#0b5fff'),
  install('install-solid', 'SummitSolid', '#7b2ff7'),
  install('install-lab', 'SummitLab', '#0f9d58'),
  {
    file: 'install-view',
    badge: 'SummitView',
    accent: '#ff7a00',
    scenes: [
      intro('SummitView'),
      {
        kind: 'page',
        path: '/pc/FreeSoft',
        caption: {
          'zh-CN': '在“免费软件”页下载 SummitView',
          en: 'Download SummitView from the free software page',
          'zh-TW': '在「免費軟體」頁下載 SummitView',
        },
      },
      setup,
      {
        kind: 'viewer',
        caption: {
          'zh-CN': '打开数据，开始浏览与量测',
          en: 'Open your data to browse and measure',
          'zh-TW': '開啟資料，開始瀏覽與量測',
        },
      },
    ],
  },
  {
    file: 'store-tour',
    badge: 'Summit',
    accent: '#1e3a8a',
    scenes: [
      {
        kind: 'page',
        path: '/pc/',
        caption: { 'zh-CN': '商城首页：产品与典型应用', en: 'Home: products and typical uses', 'zh-TW': '商城首頁：產品與典型應用' },
      },
      {
        kind: 'page',
        path: '/pc/Productsintro?name=SummitMap',
        caption: { 'zh-CN': '产品介绍与功能特点', en: 'Product introduction and features', 'zh-TW': '產品介紹與功能特點' },
      },
      {
        kind: 'page',
        path: '/pc/Buy',
        caption: {
          'zh-CN': '按周、按月、按季灵活订阅',
          en: 'Subscribe by the week, month or quarter',
          'zh-TW': '按週、按月、按季靈活訂閱',
        },
      },
      trialPage,
    ],
  },
]

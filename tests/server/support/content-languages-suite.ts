// Content in three languages (issue 20), shared by the PGlite and the PostgreSQL suites: every content operation
// answers in zh-CN, en and zh-TW with the seeded texts, a record without a translation comes in zh-CN marked
// `lang: 'zh-CN'`, search reads the request's language, and orders and invoices keep the zh-CN names. Migration 0015's
// tables (FAQ, downloads, trial versions, documents, licence components) likewise.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { PRODUCT_IDS } from '../../../server/db/seed-data/products'
import { fillMissingTranslations } from '../../../server/db/seed'
import { ENTERPRISE_ORDER_INVOICE } from './paid-orders'
import type { TestApp } from './test-app'

type Lang = 'zh-CN' | 'en' | 'zh-TW'
const LANGS: Lang[] = ['zh-CN', 'en', 'zh-TW']
// What the SPA sends for each language, and what a browser left to itself would send.
const HEADER: Record<Lang, string> = { 'zh-CN': 'zh-CN', en: 'en', 'zh-TW': 'zh-TW' }

async function get(t: TestApp, lang: Lang | null, method: string, url: string, options: { body?: unknown; token?: string } = {}) {
  const response = await t.call(method, url, { ...options, headers: lang ? { 'accept-language': HEADER[lang] } : {} })
  expect(response.json?.code, response.body).toBe(200)
  return response.json.data
}

const byId = (list: any[], id: string) => list.find((row) => row.id === id)

export function contentLanguagesSuite(app: () => TestApp, phone: string): void {
  // One login for the suite (a phone may ask for an SMS code once a minute).
  let signedIn: Promise<string> | undefined
  const login = (t: TestApp) => (signedIn ??= t.login(phone))

  it('serves the catalogue (products, feature tabs, detail sections) in each language, marked with lang', async () => {
    const t = app()
    const names: Record<Lang, string> = { 'zh-CN': 'SummitMap 标准版', en: 'SummitMap Standard', 'zh-TW': 'SummitMap 標準版' }
    const slogans: Record<Lang, string> = {
      'zh-CN': '按周订阅，轻量起步',
      en: 'Weekly subscription, a light start',
      'zh-TW': '按周訂閱，輕量起步',
    }
    for (const lang of LANGS) {
      const list = (await get(t, lang, 'GET', '/api/business/C_productmes?type=SummitMap')).list
      const product = byId(list, PRODUCT_IDS.mapStandard)
      expect([product.name, product.slogan, product.lang]).toEqual([names[lang], slogans[lang], lang])
      expect(product).not.toHaveProperty('translations')
      const posted = (await get(t, lang, 'POST', '/api/business/C_productmes/getList', { body: { type: 'SummitMap' } })).list
      expect(byId(posted, PRODUCT_IDS.mapStandard).name).toBe(names[lang])

      const features = (
        await get(t, lang, 'POST', '/api/business/C_productfunctions/getList', { body: { productid: PRODUCT_IDS.mapStandard } })
      ).list
      expect(features[0]).toMatchObject({
        pointdata: { 'zh-CN': '多源数据融合', en: 'Multi-source data fusion', 'zh-TW': '多源資料融合' }[lang],
        lang,
      })

      const sections = (await get(t, lang, 'GET', `/api/business/C_productdetails?productid=${PRODUCT_IDS.mapStandard}`)).list
      const titles = sections.map((section: { title: string }) => section.title)
      expect(titles).toContain({ 'zh-CN': '系统配置', en: 'System requirements', 'zh-TW': '系統配置' }[lang])
      const details = sections.find((section: { sortcode: number }) => section.sortcode === 3)
      expect(details.detail.split('\n')[0]).toBe(
        {
          'zh-CN': 'SummitMap 标准版：适合小型测绘团队的地形图生产工具，按周计费。',
          en: 'SummitMap Standard: Topographic map production for small surveying teams, billed weekly.',
          'zh-TW': 'SummitMap 標準版：適合小型測繪團隊的地形圖生產工具，按周計費。',
        }[lang],
      )
      expect(sections.every((section: { lang: string }) => section.lang === lang)).toBe(true)
    }
  })

  it('serves certificates, contact information, About-us texts and company news in each language', async () => {
    const t = app()
    for (const lang of LANGS) {
      const certificates = (await get(t, lang, 'GET', '/api/business/C_certificates')).list
      expect(certificates).toHaveLength(17)
      expect(certificates[2]).toMatchObject({
        title: { 'zh-CN': '软件企业证书', en: 'Software Enterprise Certificate', 'zh-TW': '軟體企業證書' }[lang],
        lang,
      })

      const contacts = (await get(t, lang, 'GET', '/api/business/C_contactinfo')).list
      const address = contacts.find((row: { type: string }) => row.type === 'address')
      expect(address.content).toBe(
        {
          'zh-CN': '北京市海淀区中关村软件园二期 12 号楼 5 层',
          en: '5th floor, Building 12, Zhongguancun Software Park Phase II, Haidian District, Beijing',
          'zh-TW': '北京市海淀區中關村軟體園二期 12 號樓 5 層',
        }[lang],
      )

      const texts = (await get(t, lang, 'GET', '/api/business/C_companyText')).list
      expect(texts.map((row: { key: string }) => row.key)).toEqual([
        'intro1',
        'intro2',
        'intro3',
        'vision',
        'philosophy',
        'mission',
        'values',
      ])
      expect(texts[6]).toEqual({
        key: 'values',
        content: {
          'zh-CN': '诚信、创新、协作、担当',
          en: 'Integrity, innovation, collaboration, responsibility',
          'zh-TW': '誠信、創新、協作、擔當',
        }[lang],
        lang,
      })

      const news = (await get(t, lang, 'POST', '/api/business/C_companyMes/getList', { body: {} })).list
      const release = news.find((row: { content: string }) => row.content.includes('V3.2.0'))
      expect(release.title).toBe(
        { 'zh-CN': 'SummitMap V3.2.0 正式发布', en: 'SummitMap V3.2.0 released', 'zh-TW': 'SummitMap V3.2.0 正式釋出' }[lang],
      )
      const one = await get(t, lang, 'GET', `/api/business/C_companyMes/detail/${release.id}`)
      expect([one.title, one.lang]).toEqual([release.title, lang])
    }
  })

  it('serves support modules, articles, videos, value-add software and update notes in each language', async () => {
    const t = app()
    const token = await login(t)
    await t.db.execute(sql`update customers set vippermission = 1 where phonenum = ${phone}`)
    for (const lang of LANGS) {
      const modules = (await get(t, lang, 'POST', '/api/business/C_supportModule/getList', { body: {} })).list
      expect(modules[0]).toMatchObject({
        name: { 'zh-CN': '注册与登录', en: 'Registration and sign-in', 'zh-TW': '註冊與登入' }[lang],
        lang,
      })

      const articles = (await get(t, lang, 'POST', '/api/business/C_supportEssay/getList', { body: { moduleId: modules[0].id } })).list
      const phoneLogin = articles[0]
      expect(phoneLogin.title).toBe(
        { 'zh-CN': '如何使用手机号登录', en: 'How to sign in with your phone number', 'zh-TW': '如何使用手機號登入' }[lang],
      )
      const article = await get(t, lang, 'GET', `/api/business/C_supportEssay/detail/${phoneLogin.id}`)
      expect(article.lang).toBe(lang)
      expect(article.content).toContain({ 'zh-CN': '获取验证码', en: 'Get code', 'zh-TW': '獲取驗證碼' }[lang])

      const knowledge = (await get(t, lang, 'POST', '/api/business/C_knowledgeModule/getList', { body: {} })).list
      expect(knowledge[0].lang).toBe(lang)
      const knowledgeArticles = (
        await get(t, lang, 'POST', '/api/business/C_knowledgeEssay/getList', { body: { moduleId: knowledge[0].id } })
      ).list
      const knowledgeArticle = await get(t, lang, 'GET', `/api/business/C_knowledgeEssay/detail/${knowledgeArticles[0].id}`)
      expect(knowledgeArticle.lang).toBe(lang)

      const videos = (await get(t, lang, 'POST', '/api/example/C_elsevideo/getList', { body: {} })).list
      expect(videos.map((video: { descrh4: string }) => video.descrh4)).toContain(
        {
          'zh-CN': 'SummitMap 入门：界面与数据加载',
          en: 'Getting started with SummitMap: the interface and loading data',
          'zh-TW': 'SummitMap 入門：介面與資料載入',
        }[lang],
      )

      const software = (await get(t, lang, 'POST', '/api/business/C_vipsoftware/getList', { body: {} })).list
      expect(software[0]).toMatchObject({
        softwarename: { 'zh-CN': '坐标转换工具', en: 'Coordinate conversion tool', 'zh-TW': '座標轉換工具' }[lang],
        lang,
      })
      const appreciation = (await get(t, lang, 'POST', '/api/business/C_vipappreciation/getList', { body: {} })).list
      expect(appreciation[0].lang).toBe(lang)

      const notes = (await get(t, lang, 'POST', '/api/business/C_softwareupdate/getList', { token, body: {} })).list
      expect(notes[0].lang).toBe(lang)
    }
  })

  it('serves FAQ, downloads, install videos, trial versions, documents and licence components in each language (0015)', async () => {
    const t = app()
    const token = await login(t)
    await t.db.execute(sql`update customers set vippermission = 1 where phonenum = ${phone}`)
    const pick = <K extends string>(texts: Record<Lang, K>, lang: Lang) => texts[lang]
    for (const lang of LANGS) {
      const problems = (await get(t, lang, 'POST', '/api/business/C_problems/getList', { body: {} })).list
      expect(problems[0]).toMatchObject({
        question: pick(
          { 'zh-CN': '如何获取软件的机器码？', en: 'How do I get the software’s machine code?', 'zh-TW': '如何取得軟體的機器碼？' },
          lang,
        ),
        lang,
      })
      expect(problems.every((row: { lang: string }) => row.lang === lang)).toBe(true)
      expect(problems[0]).not.toHaveProperty('translations')

      const downloads = (await get(t, lang, 'GET', '/api/business/C_softwaredownload?type=0&sort=asc')).list
      const env = downloads.find((row: { descrh: string }) => row.descrh === 'SummitMapEnv')
      // descrh is the key the pages look entries up by: the same in every language.
      expect(env).toMatchObject({
        content: pick(
          {
            'zh-CN': 'SummitMap 运行环境包（VC++ 运行库、.NET 组件）',
            en: 'SummitMap runtime package (VC++ runtime, .NET components)',
            'zh-TW': 'SummitMap 執行環境包（VC++ 執行庫、.NET 元件）',
          },
          lang,
        ),
        lang,
      })
      const videos = (await get(t, lang, 'GET', '/api/business/C_softwaredownload?type=1&sort=asc')).list
      expect(videos[0]).toMatchObject({
        descrh4: pick(
          {
            'zh-CN': 'SummitMap 安装与授权演示',
            en: 'SummitMap installation and licensing walkthrough',
            'zh-TW': 'SummitMap 安裝與授權演示',
          },
          lang,
        ),
        lang,
      })

      const trials = (await get(t, lang, 'POST', '/api/business/C_trialversion/getList', { body: {} })).list
      expect(trials[0]).toMatchObject({
        softwarename: pick({ 'zh-CN': 'SummitMap 试用版', en: 'SummitMap Trial', 'zh-TW': 'SummitMap 試用版' }, lang),
        producttype: 'SummitMap',
        lang,
      })

      const documents = (await get(t, lang, 'POST', '/api/business/C_softwaredocument/getList', { token, body: {} })).list
      expect(documents[0]).toMatchObject({
        softwarename: pick({ 'zh-CN': 'SummitMap 用户手册', en: 'SummitMap user manual', 'zh-TW': 'SummitMap 使用者手冊' }, lang),
        lang,
      })

      const productions = (await get(t, lang, 'POST', '/api/business/C_production/getList', { token, body: {} })).list
      expect(
        byId(
          productions.map((row: { productid: string }) => ({ ...row, id: row.productid })),
          PRODUCT_IDS.mapStandard,
        ),
      ).toMatchObject({
        productname: pick({ 'zh-CN': 'SummitMap 标准版', en: 'SummitMap Standard', 'zh-TW': 'SummitMap 標準版' }, lang),
        producttype: 'SummitMap',
        lang,
      })
    }

    // An edited FAQ entry whose translation is gone comes in zh-CN, marked; the others stay translated.
    await t.db.execute(sql`update problems set translations = '{}'::jsonb where question = '如何申请发票？'`)
    try {
      const problems = (await get(t, 'en', 'POST', '/api/business/C_problems/getList', { body: {} })).list
      expect(problems.find((row: { lang: string }) => row.lang === 'zh-CN')).toMatchObject({ question: '如何申请发票？' })
      expect(problems.filter((row: { lang: string }) => row.lang === 'en')).toHaveLength(problems.length - 1)
      // fillMissingTranslations gives it back its seeded translation (a database seeded before 0015 gets them the same way).
      expect(await t.db.transaction((tx) => fillMissingTranslations(tx))).toBe(1)
      expect(
        (await get(t, 'en', 'POST', '/api/business/C_problems/getList', { body: {} })).list.every(
          (row: { lang: string }) => row.lang === 'en',
        ),
      ).toBe(true)
    } finally {
      await t.db.execute(
        sql`update problems set translations = ${JSON.stringify(INVOICE_FAQ)}::jsonb where question = '如何申请发票？' and translations = '{}'::jsonb`,
      )
    }
  })

  it('serves the forum modules in each language, and a post names its module as the module list does (0017)', async () => {
    const t = app()
    const titles: Record<Lang, string> = { 'zh-CN': '综合讨论', en: 'General discussion', 'zh-TW': '綜合討論' }
    const descriptions: Record<Lang, string> = {
      'zh-CN': '软件使用、行业交流',
      en: 'Using the software, and the trade',
      'zh-TW': '軟體使用、產業交流',
    }
    for (const lang of LANGS) {
      const modules = await get(t, lang, 'GET', '/api/business/Forum_modules/getNoPageList')
      const general = modules.find((module: { biboId: string }) => module.biboId === 'general')
      expect([general.forummoduleTitle, general.description, general.lang]).toEqual([titles[lang], descriptions[lang], lang])
      expect(general).not.toHaveProperty('translations')
      expect((await get(t, lang, 'GET', `/api/business/Forum_modules/${general.fid}`)).forummoduleTitle).toBe(titles[lang])
      const posts = (await get(t, lang, 'POST', '/api/business/Forum_posts/getListByUser', { body: { postBiboid: 'general' } })).list
      expect(posts.length).toBeGreaterThan(0)
      for (const post of posts) expect([post.forummoduleTitle, post.forummoduleLang]).toEqual([titles[lang], lang])
    }
    // A module without a translation (added later, say) comes in zh-CN, marked; its posts say so too.
    await t.db.execute(sql`update forum_modules set translations = '{}'::jsonb where "biboId" = 'suggest'`)
    const modules = await get(t, 'en', 'GET', '/api/business/Forum_modules/getNoPageList')
    expect(modules.find((module: { biboId: string }) => module.biboId === 'suggest')).toMatchObject({
      forummoduleTitle: '建议反馈',
      lang: 'zh-CN',
    })
  })

  it('falls back to zh-CN, marked lang zh-CN, for a record without a (complete) translation', async () => {
    const t = app()
    await t.db.execute(sql`update certificates set translations = '{}'::jsonb where title = '测绘科技进步奖'`)
    // A translation that lacks a field the zh-CN row has counts as none: the record is never half translated.
    await t.db.execute(
      sql`update products set translations = jsonb_set(translations, '{en}', (translations->'en') - 'intro') where id = ${PRODUCT_IDS.mapPro}`,
    )
    try {
      for (const lang of ['en', 'zh-TW'] as const) {
        const certificates = (await get(t, lang, 'GET', '/api/business/C_certificates')).list
        const award = certificates.find((row: { sortcode: number }) => row.sortcode === 17)
        expect(award).toMatchObject({ title: '测绘科技进步奖', lang: 'zh-CN' })
        expect(certificates[0].lang).toBe(lang)
      }
      const products = (await get(t, 'en', 'GET', '/api/business/C_productmes?type=SummitMap')).list
      expect(byId(products, PRODUCT_IDS.mapPro)).toMatchObject({ name: 'SummitMap 专业版', slogan: '全流程地图生产', lang: 'zh-CN' })
      expect(byId(products, PRODUCT_IDS.mapStandard).lang).toBe('en')
      const zhTW = (await get(t, 'zh-TW', 'GET', '/api/business/C_productmes?type=SummitMap')).list
      expect(byId(zhTW, PRODUCT_IDS.mapPro)).toMatchObject({ name: 'SummitMap 專業版', lang: 'zh-TW' })
    } finally {
      await t.db.execute(
        sql`update certificates set translations = ${JSON.stringify(TRANSLATED_AWARD)}::jsonb where title = '测绘科技进步奖'`,
      )
      await t.db.execute(
        sql`update products set translations = jsonb_set(translations, '{en,intro}', to_jsonb(${PRO_INTRO_EN}::text)) where id = ${PRODUCT_IDS.mapPro}`,
      )
    }
  })

  it('gives a database seeded before the migration its translations at the next start, once', async () => {
    const t = app()
    await t.db.execute(sql`update certificates set translations = '{}'::jsonb`)
    await t.db.execute(sql`update support_essays set translations = '{}'::jsonb`)
    await t.db.execute(sql`delete from company_texts where key = 'intro2'`)
    expect((await get(t, 'en', 'GET', '/api/business/C_certificates')).list[2].lang).toBe('zh-CN')

    // 17 certificates, 12 articles, and the forum module emptied by the modules test above.
    expect(await t.db.transaction((tx) => fillMissingTranslations(tx))).toBe(17 + 12 + 1)
    expect(await t.db.transaction((tx) => fillMissingTranslations(tx))).toBe(0)
    expect((await get(t, 'en', 'GET', '/api/business/C_certificates')).list[2]).toMatchObject({
      title: 'Software Enterprise Certificate',
      lang: 'en',
    })
    const texts = (await get(t, 'zh-TW', 'GET', '/api/business/C_companyText')).list
    expect(texts.find((row: { key: string }) => row.key === 'intro2').lang).toBe('zh-TW')
  })

  it('reads the language from Accept-Language: none means zh-CN, a browser header by its first tag', async () => {
    const t = app()
    const cases: [string | null, Lang][] = [
      [null, 'zh-CN'],
      ['en-US,en;q=0.9', 'en'],
      ['zh-TW,zh;q=0.9', 'zh-TW'],
      ['zh-HK', 'zh-CN'],
      ['fr-FR,en;q=0.5', 'zh-CN'],
    ]
    for (const [header, lang] of cases) {
      const response = await t.call('GET', '/api/business/C_certificates', { headers: header ? { 'accept-language': header } : {} })
      expect(response.json.data.list[0].lang, String(header)).toBe(lang)
    }
  })

  it('searches the text of the request language', async () => {
    const t = app()
    const search = async (lang: Lang, q: string) =>
      (await get(t, lang, 'POST', '/api/business/C_search/getList', { body: { q } })) as {
        list: { id: string; title: string; lang: string; kind: string }[]
        counts: Record<string, number>
      }
    const dongle = await search('en', 'dongle')
    expect(dongle.list.map((hit) => hit.id)).toContain(PRODUCT_IDS.mapDongle)
    expect(byId(dongle.list, PRODUCT_IDS.mapDongle)).toMatchObject({ title: 'SummitMap Dongle Edition', lang: 'en' })
    expect((await search('zh-CN', 'dongle')).counts.product).toBe(0)
    expect((await search('zh-CN', '加密锁')).list.map((hit) => hit.id)).toContain(PRODUCT_IDS.mapDongle)
    expect((await search('en', '加密锁')).counts.product).toBe(0)

    const traditional = await search('zh-TW', '測繪')
    expect(traditional.counts.product).toBeGreaterThan(0)
    expect(traditional.list.every((hit) => hit.lang === 'zh-TW')).toBe(true)
    expect((await search('zh-CN', '測繪')).counts.product).toBe(0)

    const article = await search('en', 'machine code')
    expect(article.list.some((hit) => hit.kind !== 'product' && hit.title === 'Steps to generate a licence')).toBe(true)
  })

  it('keeps the zh-CN names in orders and invoices whatever the request language', async () => {
    const t = app()
    const token = await login(t)
    const headers = { 'accept-language': 'en' }
    const created = await t.call('POST', '/api/business/C_orderManage', {
      token,
      headers,
      body: {
        productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
        paymentamount: 699,
        receivername: '王五',
        receiverphone: phone,
        ...ENTERPRISE_ORDER_INVOICE,
      },
    })
    expect(created.json.code, created.body).toBe(200)
    const order = created.json.data
    // The order's name is made by the server from the product line (domain/order-name.ts), in no request's language.
    expect(order.ordername).toBe('SummitMap订阅购买')
    await t.call('POST', '/api/pay/wx/createQrCode', { token, headers, body: { orderNum: order.ordernum } })
    expect((await t.call('POST', `/api/dev/pay/${order.ordernum}`, { headers })).json.data.paymentstate).toBe(1)

    const lines = await t.call('POST', '/api/business/C_orderDetail/getList', { token, headers, body: { ordercode: order.ordernum } })
    expect(lines.json.data.list.map((line: { productname: string }) => line.productname)).toEqual(['SummitMap 标准版'])
    const detail = await t.call('GET', `/api/business/C_orderManage/detail/${order.id}`, { token, headers })
    expect(detail.json.data.ordername).toBe(order.ordername)
    const invoices = await t.call('POST', '/api/business/C_invoice/getList', { token, headers, body: {} })
    const invoice = invoices.json.data.list.find((row: { orderid: string }) => row.orderid.includes(order.id))
    expect(invoice.ordername).toBe('SummitMap订阅购买')
  })
}

const TRANSLATED_AWARD = {
  en: { title: 'Surveying and Mapping Science and Technology Progress Award' },
  'zh-TW': { title: '測繪科技進步獎' },
}
const PRO_INTRO_EN =
  'SummitMap is built for surveying and mapping producers: it brings imagery, point clouds and vector data together in one workflow, from data import, feature capture and quality checks to map output, with the national basic-scale topographic map symbology built in.'
const INVOICE_FAQ = {
  en: {
    question: 'How do I request an invoice?',
    answer:
      'Choose the invoice type and enter the taxpayer ID when ordering, and the request is submitted automatically once the payment succeeds; you can also request one in “Personal centre - Invoice management”.',
  },
  'zh-TW': {
    question: '如何申請發票？',
    answer: '下單時選擇發票型別並填寫納稅人識別號，支付成功後系統自動提交開票申請；也可以在“個人中心 - 發票管理”中申請。',
  },
}

import type { certificates, companyMessages, contactInfo } from '../schema'

export const contactInfoRows: (typeof contactInfo.$inferInsert)[] = [
  { type: 'workGroup', content: '周一至周五 9:00-18:00', sortcode: 1 },
  { type: 'phone', content: '400-820-6688', sortcode: 2 },
  { type: 'address', content: '北京市海淀区中关村软件园二期 12 号楼 5 层', sortcode: 3 },
  { type: 'email', content: 'sales@summit-geo.cn', sortcode: 4 },
]

export const companyMessageRows: (typeof companyMessages.$inferInsert)[] = [
  {
    title: 'SummitMap V3.2.0 正式发布',
    description: '新增道路边线自动提取与 DWG 2018 出图。',
    content:
      '<p>SummitMap V3.2.0 今日正式发布，新增道路边线自动提取功能，出图支持 DWG 2018 格式，并显著改善了大影像漫游的流畅度。已订阅用户可在软件支持页面下载更新。</p>',
    img: '/pc/seed/products/map-pro.svg',
  },
  {
    title: '公司获评国家高新技术企业',
    description: '持续投入自主研发。',
    content: '<p>公司通过国家高新技术企业认定。目前公司拥有 30 余项知识产权、7 项发明专利，研发人员占比超过 80%。</p>',
    img: '/pc/seed/certificates/cert-01.svg',
  },
  {
    title: 'SummitLab 进入 20 余所院校实训课堂',
    description: '产教融合，服务测绘人才培养。',
    content: '<p>SummitLab 实训教学系统已在 20 余所高校与职业院校投入使用，覆盖数字测图、地籍测量与三维建模等课程。</p>',
    img: '/pc/seed/products/lab-standard.svg',
  },
  {
    title: '春节假期客服安排',
    description: '假期在线客服正常值守。',
    content: '<p>春节假期期间，在线客服与企业微信正常值守，电话客服暂停服务，节后第一个工作日恢复。</p>',
  },
].map((row, index) => ({ ...row, sortcode: index + 1 }))

export const certificateTitles = [
  '国家高新技术企业证书',
  '中关村高新技术企业证书',
  '软件企业证书',
  '软件产品证书',
  'ISO 9001 质量管理体系认证',
  'ISO 27001 信息安全管理体系认证',
  'CMMI 三级认证',
  '测绘资质证书',
  '发明专利：一种倾斜摄影单体化建模方法',
  '发明专利：点云地面点自适应滤波方法',
  '发明专利：建筑屋顶结构自动识别方法',
  '计算机软件著作权：SummitMap 智能地图生产平台',
  '计算机软件著作权：SummitSolid 单体建模系统',
  '计算机软件著作权：SummitLab 实训教学系统',
  '计算机软件著作权：SummitView 空间数据浏览器',
  '信息技术应用创新产品兼容性认证',
  '测绘科技进步奖',
]

export const certificateRows: (typeof certificates.$inferInsert)[] = certificateTitles.map((title, index) => ({
  title,
  img: `/pc/seed/certificates/cert-${String(index + 1).padStart(2, '0')}.svg`,
  sortcode: index + 1,
}))

import type {
  documents,
  downloads,
  problems,
  supportEssays,
  supportModules,
  trialVersions,
  updateNotes,
  videos,
  vipAppreciation,
  vipSoftware,
} from '../schema'

export const problemRows: (typeof problems.$inferInsert)[] = [
  {
    question: '如何获取软件的机器码？',
    answer: '安装软件后打开“帮助 - 许可证管理”，点击“复制机器码”即可。机器码必须来自实际运行软件的电脑。',
  },
  {
    question: '许可证可以转移到另一台电脑吗？',
    answer: '不可以。许可证与机器码一一绑定，生成后不可撤销或转移。更换电脑前请联系客服评估处理方案。',
  },
  {
    question: '订阅到期后数据会丢失吗？',
    answer: '不会。到期后软件无法编辑，但已生产的成果文件保存在您的电脑上，续订后即可继续使用。',
  },
  {
    question: '支持哪些操作系统？',
    answer: '支持 64 位 Windows XP / 7 / 10 / 11，暂不支持 32 位系统与 macOS。',
  },
  {
    question: '支付完成后多久可以使用？',
    answer: '支付成功后订单立即生效，您可以在“个人中心 - 许可证申请”中输入机器码生成许可证。',
  },
  {
    question: '如何申请发票？',
    answer: '下单时选择发票类型并填写纳税人识别号，支付成功后系统自动提交开票申请；也可以在“个人中心 - 发票管理”中申请。',
  },
  {
    question: '订单可以取消或退款吗？',
    answer: '数字许可证订阅属于虚拟商品，支付后不支持取消或退款，请在下单前确认产品与时长。',
  },
  {
    question: '试用版到期后还能再次申请吗？',
    answer: '可以。试用期为一个月，到期后可以再次申请试用。',
  },
  {
    question: '分销商邀请码怎么使用？',
    answer: '在下单页面填写分销商提供的邀请码，匹配成功后适用商品按分销折扣计价。',
  },
  {
    question: '加密锁版本需要申请许可证吗？',
    answer: '不需要。加密锁版本随订单寄送 USB 加密锁，插入电脑即可使用，不参与在线许可证申请。',
  },
].map((row, index) => ({ ...row, sortcode: index + 1, enabledmark: 1 }))

const SUPPORT_MODULE_IDS = {
  accountRegister: 'module-account-register',
  accountOrder: 'module-account-order',
  accountInvoice: 'module-account-invoice',
  accountLicense: 'module-account-license',
  knowledgeMap: 'module-knowledge-map',
  knowledgeSolid: 'module-knowledge-solid',
  knowledgeLab: 'module-knowledge-lab',
  knowledgeTrouble: 'module-knowledge-trouble',
} as const

export const supportModuleRows: (typeof supportModules.$inferInsert)[] = [
  {
    id: SUPPORT_MODULE_IDS.accountRegister,
    kind: 'account',
    name: '注册与登录',
    description: '手机号登录、微信扫码登录与账号绑定',
    sortcode: 1,
  },
  { id: SUPPORT_MODULE_IDS.accountOrder, kind: 'account', name: '订单与支付', description: '下单、支付、订单查询', sortcode: 2 },
  { id: SUPPORT_MODULE_IDS.accountInvoice, kind: 'account', name: '发票与合同', description: '发票申请、重开与下载', sortcode: 3 },
  { id: SUPPORT_MODULE_IDS.accountLicense, kind: 'account', name: '许可证管理', description: '机器码、许可证生成与下载', sortcode: 4 },
  {
    id: SUPPORT_MODULE_IDS.knowledgeMap,
    kind: 'knowledge',
    name: 'SummitMap 使用技巧',
    description: '地图生产平台的操作技巧',
    sortcode: 1,
  },
  {
    id: SUPPORT_MODULE_IDS.knowledgeSolid,
    kind: 'knowledge',
    name: 'SummitSolid 建模指南',
    description: '单体建模流程与参数',
    sortcode: 2,
  },
  { id: SUPPORT_MODULE_IDS.knowledgeLab, kind: 'knowledge', name: 'SummitLab 教学应用', description: '实训课程的组织与评分', sortcode: 3 },
  { id: SUPPORT_MODULE_IDS.knowledgeTrouble, kind: 'knowledge', name: '常见错误排查', description: '安装、授权与运行问题', sortcode: 4 },
]

const essay = (moduleid: string, title: string, description: string, paragraphs: string[], sortcode: number) => ({
  moduleid,
  title,
  description,
  content: paragraphs.map((p) => `<p>${p}</p>`).join(''),
  sortcode,
})

export const supportEssayRows: (typeof supportEssays.$inferInsert)[] = [
  essay(
    SUPPORT_MODULE_IDS.accountRegister,
    '如何使用手机号登录',
    '输入手机号和短信验证码即可登录，首次登录自动注册。',
    [
      '在登录页选择“手机号登录”，输入 11 位手机号后点击“获取验证码”。',
      '验证码 60 秒内有效，收到短信后填写验证码并点击登录。首次登录的手机号会自动创建账号。',
    ],
    1,
  ),
  essay(
    SUPPORT_MODULE_IDS.accountRegister,
    '微信扫码登录与手机号绑定',
    '首次扫码需要绑定手机号。',
    ['在登录页切换到“扫码登录”，使用微信扫描二维码。', '首次扫码登录需要绑定手机号，绑定后下次扫码即可直接登录。'],
    2,
  ),
  essay(
    SUPPORT_MODULE_IDS.accountOrder,
    '订阅下单流程',
    '选择产品、时长与数量后完成支付。',
    [
      '在“按需订阅”页面选择产品，设置订阅单位（周、月、季、半年）、时长与软件数量。',
      '填写联系人信息与发票信息，勾选并阅读用户协议后提交订单，使用微信扫码完成支付。二维码 15 分钟内有效。',
    ],
    1,
  ),
  essay(
    SUPPORT_MODULE_IDS.accountOrder,
    '支付未完成怎么办',
    '待支付订单可以继续支付。',
    ['如果支付页面被关闭，可以在“个人中心 - 订单管理 - 待支付”中找到订单。', '若已扣款但订单仍显示未支付，请联系客服并提供订单号。'],
    2,
  ),
  essay(
    SUPPORT_MODULE_IDS.accountInvoice,
    '发票申请与重开',
    '支付后申请发票，已开具的发票可以申请重开。',
    [
      '在“个人中心 - 发票管理”中选择订单并填写开票信息，提交后进入审批。',
      '发票开具后可以下载电子发票；如信息有误，可对已开具的发票申请重开。',
    ],
    1,
  ),
  essay(
    SUPPORT_MODULE_IDS.accountLicense,
    '生成许可证的步骤',
    '输入机器码，勾选产品后生成许可证。',
    [
      '打开“个人中心 - 许可证申请”，点击“创建许可证”，输入运行软件的电脑的机器码。',
      '勾选需要授权的产品并确认。许可证生成后不可撤销或转移，请确认机器码无误。',
    ],
    1,
  ),
  essay(
    SUPPORT_MODULE_IDS.knowledgeMap,
    '点云数据快速分类',
    '利用地面点滤波提高采集效率。',
    [
      '加载 LAS 点云后，先执行“地面点滤波”，再按高程分层显示，房屋与植被的边界会更清晰。',
      '分类结果可以作为要素采集的参考图层，也可以导出为 DEM。',
    ],
    1,
  ),
  essay(
    SUPPORT_MODULE_IDS.knowledgeMap,
    '批量分幅出图',
    '按图幅号自动输出地形图。',
    [
      '在“出图”菜单中选择分幅方式与比例尺，系统按标准图幅自动裁切并整饰图廓。',
      '批量输出支持 PDF 与 DWG 两种格式，可在任务列表中查看进度。',
    ],
    2,
  ),
  essay(
    SUPPORT_MODULE_IDS.knowledgeSolid,
    '倾斜模型的单体化参数',
    '屋顶提取的关键参数说明。',
    ['“最小建筑面积”用于过滤附属设施，城区项目建议设置为 20 平方米。', '“屋顶平滑度”越高，生成的屋顶面越规则，但细小结构可能被忽略。'],
    1,
  ),
  essay(
    SUPPORT_MODULE_IDS.knowledgeLab,
    '如何组织一次实训课程',
    '从建课到评分的完整流程。',
    ['教师创建课程与班级，导入学生名单后选择实训项目并下发教学数据。', '学生完成任务提交成果，系统自动评分，教师可以复核并导出成绩单。'],
    1,
  ),
  essay(
    SUPPORT_MODULE_IDS.knowledgeTrouble,
    '启动时提示“许可证无效”',
    '检查机器码与许可证是否匹配。',
    [
      '请确认许可证文件是在当前电脑的机器码下生成的，并已放入软件安装目录的 license 文件夹。',
      '更换硬件（主板、硬盘）可能导致机器码变化，此时请联系客服。',
    ],
    1,
  ),
  essay(
    SUPPORT_MODULE_IDS.knowledgeTrouble,
    '安装时缺少运行库',
    '安装环境包后重试。',
    ['如果安装时提示缺少 VC++ 运行库或 .NET 组件，请先下载并安装“运行环境包”。', '安装完成后重启电脑再运行安装程序。'],
    2,
  ),
]

// The shipped videos (public/seed/videos, made by scripts/gen-media.ts): each teaching row plays its product line's.
const shippedVideo = (file: string) => ({ videosrc: `/pc/seed/videos/${file}.mp4`, videoImg: `/pc/seed/videos/${file}.jpg` })

export const videoRows: (typeof videos.$inferInsert)[] = [
  ['SummitMap 入门：界面与数据加载', 'SummitMap', 'store-tour'],
  ['SummitMap 房屋半自动采集', 'SummitMap', 'install-map'],
  ['SummitMap 质量检查与出图', 'SummitMap', 'install-map'],
  ['SummitSolid 倾斜模型单体化', 'SummitSolid', 'install-solid'],
  ['SummitSolid 纹理映射技巧', 'SummitSolid', 'install-solid'],
  ['SummitLab 创建课程与下发任务', 'SummitLab', 'install-lab'],
  ['SummitLab 学生端操作演示', 'SummitLab', 'install-lab'],
  ['SummitView 三维量测', 'SummitView', 'install-view'],
].map(([descrh4, ptype, file], index) => ({
  descrh4,
  ptype,
  menuState: '教学视频',
  ...shippedVideo(file!),
  fSortcode: index + 1,
}))

// type 0: software downloads, keyed by descrh (software key); type 1: install videos.
export const downloadRows: (typeof downloads.$inferInsert)[] = [
  {
    type: 0,
    descrh: 'SummitMap',
    f: 'https://pan.baidu.com/s/1SummitMap-V3-2-0',
    m: 'sm32',
    content: 'SummitMap V3.2.0 安装包（64 位）',
    sortcode: 1,
  },
  {
    type: 0,
    descrh: 'SummitMapEnv',
    f: 'https://pan.baidu.com/s/1SummitMap-Env',
    m: 'env1',
    content: 'SummitMap 运行环境包（VC++ 运行库、.NET 组件）',
    sortcode: 2,
  },
  {
    type: 0,
    descrh: 'SummitSolid',
    f: 'https://pan.baidu.com/s/1SummitSolid-V2-5-1',
    m: 'ss25',
    content: 'SummitSolid V2.5.1 安装包（64 位）',
    sortcode: 3,
  },
  {
    type: 0,
    descrh: 'SummitLab',
    f: 'https://pan.baidu.com/s/1SummitLab-V1-8-0',
    m: 'sl18',
    content: 'SummitLab V1.8.0 安装包（教师端与学生端）',
    sortcode: 4,
  },
  {
    type: 0,
    descrh: 'SummitLabData',
    f: 'https://pan.baidu.com/s/1SummitLab-Data',
    m: 'data',
    content: 'SummitLab 教学数据（示例课程与实训数据）',
    sortcode: 5,
  },
  {
    type: 0,
    descrh: 'SummitView',
    f: 'https://pan.baidu.com/s/1SummitView-X86',
    m: 'sv10',
    content: 'SummitView Windows X86 版',
    sortcode: 6,
  },
  {
    type: 0,
    descrh: 'SummitViewKylinArm',
    f: 'https://pan.baidu.com/s/1SummitView-Kylin-ARM',
    m: 'kyla',
    content: 'SummitView 国产版：银河麒麟 + 飞腾（ARM64）',
    sortcode: 7,
  },
  {
    type: 0,
    descrh: 'SummitViewUosX86',
    f: 'https://pan.baidu.com/s/1SummitView-UOS-X86',
    m: 'uosx',
    content: 'SummitView 国产版：统信 UOS + 海光/兆芯（X86_64）',
    sortcode: 8,
  },
  // The free-software page's operation-video icon opens this external page.
  {
    type: 0,
    descrh: 'SummitViewVideo',
    f: 'https://video.example.com/summitview/operation',
    m: null,
    content: 'SummitView 操作视频',
    sortcode: 9,
  },
  {
    type: 1,
    descrh4: 'SummitMap 安装与授权演示',
    ...shippedVideo('install-map'),
    content: '从下载安装包到导入许可证的完整步骤',
    baidudown: 'https://pan.baidu.com/s/1SummitMap-V3-2-0',
    tiqu: 'sm32',
    sortcode: 1,
  },
  {
    type: 1,
    descrh4: 'SummitSolid 安装与授权演示',
    ...shippedVideo('install-solid'),
    content: '安装 SummitSolid 并获取机器码',
    baidudown: 'https://pan.baidu.com/s/1SummitSolid-V2-5-1',
    tiqu: 'ss25',
    sortcode: 2,
  },
  {
    type: 1,
    descrh4: 'SummitLab 安装与授权演示',
    ...shippedVideo('install-lab'),
    content: '教师端与学生端的安装说明',
    baidudown: 'https://pan.baidu.com/s/1SummitLab-V1-8-0',
    tiqu: 'sl18',
    sortcode: 3,
  },
]

export const vipSoftwareRows: (typeof vipSoftware.$inferInsert)[] = [
  {
    softwarename: '坐标转换工具',
    versionnumber: 'V2.1',
    softwareexplain: '支持 CGCS2000、西安 80、北京 54 与地方坐标系之间的七参数、四参数转换。',
    baidudown: 'https://pan.baidu.com/s/1Coord-Tool',
    tiqu: 'zb21',
    sortcode: 1,
  },
  {
    softwarename: '点云抽稀工具',
    versionnumber: 'V1.4',
    softwareexplain: '按距离或密度对 LAS 点云抽稀，大幅减小数据量。',
    baidudown: 'https://pan.baidu.com/s/1PointCloud-Thin',
    tiqu: 'dy14',
    sortcode: 2,
  },
  {
    softwarename: '图幅号计算器',
    versionnumber: 'V1.0',
    softwareexplain: '根据经纬度或平面坐标计算标准图幅号。',
    baidudown: 'https://pan.baidu.com/s/1Sheet-Calc',
    tiqu: 'tf10',
    sortcode: 3,
  },
  {
    softwarename: 'CAD 图层批量整理',
    versionnumber: 'V3.0',
    softwareexplain: '按地形图图式批量整理 DWG 图层、颜色与线型。',
    baidudown: 'https://pan.baidu.com/s/1Cad-Layer',
    tiqu: 'cad3',
    sortcode: 4,
  },
]

export const vipAppreciationRows: (typeof vipAppreciation.$inferInsert)[] = [
  {
    softwarename: '地形图符号库扩展包',
    versionnumber: '2024',
    softwareexplain: '补充行业专题图符号，适用于电力、管线专题图。',
    img: '/pc/seed/products/map-pro.svg',
    baidudown: 'https://pan.baidu.com/s/1Symbol-Ext',
    tiqu: 'fh24',
    sortcode: 1,
  },
  {
    softwarename: '纹理素材库',
    versionnumber: '2024',
    softwareexplain: '常见建筑立面纹理素材，用于单体模型补贴纹理。',
    img: '/pc/seed/products/solid-pro.svg',
    baidudown: 'https://pan.baidu.com/s/1Texture-Lib',
    tiqu: 'wl24',
    sortcode: 2,
  },
  {
    softwarename: '实训课程模板',
    versionnumber: '2024',
    softwareexplain: '数字测图、地籍测量等 6 门课程的任务模板与评分标准。',
    img: '/pc/seed/products/lab-standard.svg',
    baidudown: 'https://pan.baidu.com/s/1Course-Tpl',
    tiqu: 'kc24',
    sortcode: 3,
  },
]

export const trialVersionRows: (typeof trialVersions.$inferInsert)[] = [
  {
    softwarename: 'SummitMap 试用版',
    producttype: 'SummitMap',
    versionnumber: 'V3.2.0',
    softwareexplain: '新用户免费试用一个月，要素数量上限 20 个。',
    img: '/pc/seed/products/map-standard.svg',
    baidudown: 'https://pan.baidu.com/s/1SummitMap-V3-2-0',
    tiqu: 'sm32',
    sortcode: 1,
  },
  {
    softwarename: 'SummitSolid 试用版',
    producttype: 'SummitSolid',
    versionnumber: 'V2.5.1',
    softwareexplain: '新用户免费试用一个月，单体模型数量上限 200 个。',
    img: '/pc/seed/products/solid-pro.svg',
    baidudown: 'https://pan.baidu.com/s/1SummitSolid-V2-5-1',
    tiqu: 'ss25',
    sortcode: 2,
  },
  {
    softwarename: 'SummitLab 试用版',
    producttype: 'SummitLab',
    versionnumber: 'V1.8.0',
    softwareexplain: '包含两门示例课程，免费试用一个月。',
    img: '/pc/seed/products/lab-standard.svg',
    baidudown: 'https://pan.baidu.com/s/1SummitLab-V1-8-0',
    tiqu: 'sl18',
    sortcode: 3,
  },
]

export const updateNoteRows: (typeof updateNotes.$inferInsert)[] = [
  {
    newestname: 'SummitMap',
    newestversionnumber: 'V3.2.0',
    newestexplain: '新增道路边线自动提取；出图支持 DWG 2018 格式；修复大影像漫游卡顿。',
  },
  { newestname: 'SummitMap', newestversionnumber: 'V3.1.5', newestexplain: '质量检查新增 12 项属性规则；优化点云加载速度 30%。' },
  { newestname: 'SummitSolid', newestversionnumber: 'V2.5.1', newestexplain: '修复部分 OSGB 模型纹理错位问题。' },
  { newestname: 'SummitSolid', newestversionnumber: 'V2.5.0', newestexplain: '新增分层分户功能；屋顶提取支持坡屋顶。' },
  { newestname: 'SummitLab', newestversionnumber: 'V1.8.0', newestexplain: '新增成绩导出与过程回放；支持批量导入学生名单。' },
  { newestname: 'SummitView', newestversionnumber: 'V1.3.0', newestexplain: '新增国产操作系统版本；支持 GeoJSON 导出。' },
].map((row, index) => ({ ...row, sortcode: index + 1 }))

export const documentRows: (typeof documents.$inferInsert)[] = [
  {
    softwarename: 'SummitMap 用户手册',
    versionnumber: 'V3.2.0',
    softwareexplain: '完整功能说明与操作步骤，共 12 章。',
    f: '/pc/seed/guides/summitmap-guide.pdf',
  },
  {
    softwarename: 'SummitMap 快速入门',
    versionnumber: 'V3.2.0',
    softwareexplain: '30 分钟完成第一幅地形图。',
    f: '/pc/seed/guides/summitmap-guide.pdf',
  },
  {
    softwarename: 'SummitSolid 用户手册',
    versionnumber: 'V2.5.1',
    softwareexplain: '单体建模流程、参数说明与常见问题。',
    f: '/pc/seed/guides/summitsolid-guide.pdf',
  },
  {
    softwarename: 'SummitLab 教师指南',
    versionnumber: 'V1.8.0',
    softwareexplain: '课程组织、任务下发与评分。',
    f: '/pc/seed/guides/summitlab-guide.pdf',
  },
  {
    softwarename: '许可证申请说明',
    versionnumber: '2024',
    softwareexplain: '机器码获取、许可证生成与导入。',
    f: '/pc/seed/guides/license-guide.pdf',
  },
].map((row, index) => ({ ...row, sortcode: index + 1 }))

import type { productDetails, productFunctions, productions } from '../schema'
import { PRODUCT_IDS, productRows } from './products'

type NewFunction = typeof productFunctions.$inferInsert
type NewDetail = typeof productDetails.$inferInsert
type NewProduction = typeof productions.$inferInsert

type Point = { pointdata: string; pointsubdata: string; functioncontent: string }

const featuresByType: Record<string, Point[]> = {
  SummitMap: [
    {
      pointdata: '多源数据融合',
      pointsubdata: '影像、点云、矢量同屏',
      functioncontent: '支持 TIFF、LAS/LAZ、SHP、DWG 等格式直接加载，自动统一坐标系，百 GB 级影像流畅漫游。',
    },
    {
      pointdata: '智能要素采集',
      pointsubdata: '房屋、道路、水系半自动提取',
      functioncontent: '基于深度学习的轮廓识别，一键提取房屋与道路边线，采集效率较传统方式提升三倍以上。',
    },
    {
      pointdata: '质量检查',
      pointsubdata: '拓扑与属性规则检查',
      functioncontent: '内置百余项检查规则，覆盖悬挂点、自相交、属性缺失等常见问题，检查结果可定位、可导出报告。',
    },
    {
      pointdata: '标准图式出图',
      pointsubdata: '1:500 至 1:10000 地形图',
      functioncontent: '内置国家基本比例尺地形图图式符号库，自动分幅、图廓整饰，批量输出 PDF 与 DWG。',
    },
  ],
  SummitSolid: [
    {
      pointdata: '屋顶自动提取',
      pointsubdata: '倾斜模型一键单体化',
      functioncontent: '从倾斜摄影 OSGB 模型中自动识别屋顶结构，生成规则白模，复杂建筑支持交互修正。',
    },
    {
      pointdata: '立面纹理映射',
      pointsubdata: '真实纹理自动贴图',
      functioncontent: '根据影像视角自动挑选最佳纹理，消除遮挡与拉花，成果可直接用于三维展示。',
    },
    {
      pointdata: '分层分户',
      pointsubdata: '不动产三维登记',
      functioncontent: '按楼层高度和户型图切分单体模型，挂接房屋属性，满足不动产登记与城市信息模型需要。',
    },
  ],
  SummitLab: [
    {
      pointdata: '课程管理',
      pointsubdata: '课程、班级、学生统一管理',
      functioncontent: '教师可创建课程与班级，批量导入学生名单，按课程下发实训任务与教学数据。',
    },
    {
      pointdata: '实训任务',
      pointsubdata: '数字测图、内业编辑全流程',
      functioncontent: '内置数字测图、地籍测量、三维建模等实训项目，学生在真实软件环境中完成作业。',
    },
    {
      pointdata: '成绩评定',
      pointsubdata: '自动评分与过程记录',
      functioncontent: '按精度、完整性与规范性自动评分，保留操作过程记录，便于教师复核与讲评。',
    },
  ],
  SummitTerra: [
    {
      pointdata: 'DEM 编辑',
      pointsubdata: '滤波、补洞与平滑',
      functioncontent: '对点云生成的 DEM 进行滤波、空洞修补与平滑处理，保留地形特征线。',
    },
    {
      pointdata: '等高线生成',
      pointsubdata: '自动注记与整饰',
      functioncontent: '按等高距自动生成首曲线、计曲线并注记高程，支持与地形图成果合并输出。',
    },
  ],
  // The seven feature tabs of the free-software page, in its order.
  SummitView: [
    {
      pointdata: '多格式浏览',
      pointsubdata: '二三维数据一站查看',
      functioncontent: '支持 SHP、DWG、GeoTIFF、OSGB、LAS 等数十种格式，影像、矢量、点云、倾斜模型与 BIM 模型无需转换直接打开。',
    },
    {
      pointdata: '三维场景',
      pointsubdata: '地形、模型与点云同屏',
      functioncontent: '地形、倾斜模型与点云同屏叠加显示，流畅漫游大范围三维场景。',
    },
    {
      pointdata: '量测工具',
      pointsubdata: '距离、面积、高度',
      functioncontent: '在二维与三维场景中量测距离、面积、高度与体积，结果可复制与导出为表格。',
    },
    {
      pointdata: '格式转换',
      pointsubdata: '常用格式互转',
      functioncontent: '提供 SHP、DWG、KML、GeoJSON 等常用矢量与栅格格式之间的批量转换，支持坐标系转换。',
    },
    {
      pointdata: '标注与截图',
      pointsubdata: '点线面标注与出图',
      functioncontent: '点线面标注、高清截图与简单专题出图。',
    },
    {
      pointdata: '属性查询',
      pointsubdata: '查看、筛选与统计',
      functioncontent: '要素属性查看、条件筛选与统计。',
    },
    {
      pointdata: '国产化适配',
      pointsubdata: '国产操作系统与 CPU',
      functioncontent: '适配银河麒麟、统信 UOS 等国产操作系统与飞腾、海光、兆芯等 CPU，满足信创环境使用要求。',
    },
  ],
}

export const productFunctionRows: NewFunction[] = productRows.flatMap((product) =>
  (featuresByType[product.type] ?? []).map((point, index) => ({
    productid: product.id!,
    ...point,
    sortcode: index + 1,
    enabledmark: 1,
  })),
)

const systemConfiguration = [
  '操作系统：64 位 Windows XP / 7 / 10 / 11。',
  '处理器：Intel i5 或同等性能以上；内存：16 GB 及以上（处理点云与倾斜模型建议 32 GB）。',
  '显卡：支持 OpenGL 4.3 的独立显卡，显存 4 GB 及以上。',
  '硬盘：安装目录剩余空间 20 GB 以上，建议使用固态硬盘。',
  '授权方式：一台电脑一个许可证，许可证与机器码绑定，生成后不可撤销或转移。',
].join('\n')

export const productDetailRows: NewDetail[] = productRows.flatMap((product) => [
  {
    productid: product.id!,
    title: '产品详情',
    detail: `${product.name}：${product.description ?? ''}\n${product.intro ?? ''}`,
    sortcode: 3,
  },
  { productid: product.id!, title: '系统配置', detail: systemConfiguration, sortcode: 2 },
  {
    productid: product.id!,
    title: '订阅说明',
    detail:
      '订阅按周、月、季或半年计费，价格 = 单价 × 时长 × 数量。数字许可证订阅一经支付不可取消或退款；支付完成后可在个人中心申请许可证并下载安装包。',
    sortcode: 1,
  },
])

// C_production: components a licence is made for (featureid per product line).
export const productionRows: NewProduction[] = [
  {
    productid: PRODUCT_IDS.mapStandard,
    productname: 'SummitMap 标准版',
    producttype: 'SummitMap',
    featureid: '1001',
    modules: 'base,collect,check',
    versionnumber: 'V3.2.0',
    sortcode: 1,
  },
  {
    productid: PRODUCT_IDS.mapPro,
    productname: 'SummitMap 专业版',
    producttype: 'SummitMap',
    featureid: '1002',
    modules: 'base,collect,check,pointcloud,print',
    versionnumber: 'V3.2.0',
    sortcode: 2,
  },
  {
    productid: PRODUCT_IDS.mapTrial,
    productname: 'SummitMap 试用版',
    producttype: 'SummitMap',
    featureid: '1009',
    modules: 'base,collect',
    versionnumber: 'V3.2.0',
    sortcode: 3,
  },
  {
    productid: PRODUCT_IDS.solidLite,
    productname: 'SummitSolid 体验版',
    producttype: 'SummitSolid',
    featureid: '2001',
    modules: 'base',
    versionnumber: 'V2.5.1',
    sortcode: 4,
  },
  {
    productid: PRODUCT_IDS.solidPro,
    productname: 'SummitSolid 专业版',
    producttype: 'SummitSolid',
    featureid: '2002',
    modules: 'base,roof,texture,floor',
    versionnumber: 'V2.5.1',
    sortcode: 5,
  },
  {
    productid: PRODUCT_IDS.solidTeam,
    productname: 'SummitSolid 团队五套装',
    producttype: 'SummitSolid',
    featureid: '2003',
    modules: 'base,roof,texture,floor',
    versionnumber: 'V2.5.1',
    sortcode: 6,
  },
  {
    productid: PRODUCT_IDS.solidTrial,
    productname: 'SummitSolid 试用版',
    producttype: 'SummitSolid',
    featureid: '2009',
    modules: 'base,roof',
    versionnumber: 'V2.5.1',
    sortcode: 7,
  },
  {
    productid: PRODUCT_IDS.labCourse,
    productname: 'SummitLab 学期课程包',
    producttype: 'SummitLab',
    featureid: '3001',
    modules: 'course,task',
    versionnumber: 'V1.8.0',
    sortcode: 8,
  },
  {
    productid: PRODUCT_IDS.labStandard,
    productname: 'SummitLab 标准版',
    producttype: 'SummitLab',
    featureid: '3002',
    modules: 'course,task,score',
    versionnumber: 'V1.8.0',
    sortcode: 9,
  },
  {
    productid: PRODUCT_IDS.labTrial,
    productname: 'SummitLab 试用版',
    producttype: 'SummitLab',
    featureid: '3009',
    modules: 'course',
    versionnumber: 'V1.8.0',
    sortcode: 10,
  },
]

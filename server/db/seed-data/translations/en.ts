// English texts of the seeded content, keyed by the zh-CN text they translate (seed-translations.ts applies them).
export const EN: Record<string, string> = {
  // products
  'SummitMap 标准版': 'SummitMap Standard',
  '按周订阅，轻量起步': 'Weekly subscription, a light start',
  '适合小型测绘团队的地形图生产工具，按周计费。': 'Topographic map production for small surveying teams, billed weekly.',
  'SummitMap 面向测绘生产单位，集成影像、点云与矢量数据，提供从数据导入、要素采集、质量检查到成图输出的一体化流程，内置国家基本比例尺地形图图式。':
    'SummitMap is built for surveying and mapping producers: it brings imagery, point clouds and vector data together in one workflow, from data import, feature capture and quality checks to map output, with the national basic-scale topographic map symbology built in.',
  'SummitMap 专业版': 'SummitMap Professional',
  全流程地图生产: 'End-to-end map production',
  '包含点云采集、自动检查与批量出图，按月计费。': 'Includes point-cloud capture, automatic checks and batch map output, billed monthly.',
  'SummitMap 加密锁版': 'SummitMap Dongle Edition',
  '硬件加密锁授权，多机轮换使用': 'Licensed by a hardware dongle, movable between computers',
  '随订单寄送 USB 加密锁，无需机器码；不参与在线许可证申请。':
    'A USB dongle is shipped with the order, so no machine code is needed; it is not part of the online licence application.',
  'SummitMap 试用版': 'SummitMap Trial',
  新用户免费试用一个月: 'One month free for new users',
  '功能与标准版一致，要素数量上限 20 个，试用期一个月，到期可再次申请。':
    'The same features as Standard, up to 20 features, for a one-month trial; apply again when it ends.',
  'SummitMap 2019 经典版（已停售）': 'SummitMap 2019 Classic (discontinued)',
  '已停止销售，仅为老用户保留记录。': 'No longer sold; kept on record for existing users only.',
  'SummitSolid 体验版': 'SummitSolid Starter',
  低价体验单体建模: 'Try building modelling at a low price',
  '体验价按周计费，适合熟悉软件流程。': 'A starter price billed weekly, for getting to know the workflow.',
  'SummitSolid 基于倾斜摄影与激光点云快速构建单体化建筑模型，支持屋顶自动提取、立面纹理映射和分层分户，成果可直接用于不动产登记与城市信息模型。':
    'SummitSolid quickly builds individual building models from oblique photography and laser point clouds, with automatic roof extraction, facade texture mapping and floor-and-unit division; the results feed real-estate registration and city information models directly.',
  'SummitSolid 专业版': 'SummitSolid Professional',
  倾斜摄影快速单体化: 'Fast building extraction from oblique photography',
  '完整的单体建模与纹理映射功能，按月计费。': 'Complete building modelling and texture mapping, billed monthly.',
  'SummitSolid 团队五套装': 'SummitSolid Team Pack of Five',
  五台电脑同时授权: 'Five computers licensed at once',
  '一次订阅 5 套授权（数量固定为 5），适合项目组协同作业。':
    'One subscription for 5 licences (the quantity is fixed at 5), for project teams working together.',
  'SummitSolid 试用版': 'SummitSolid Trial',
  '单体模型数量上限 200 个，试用期一个月，到期可再次申请。': 'Up to 200 building models for a one-month trial; apply again when it ends.',
  'SummitSolid 政企定制版': 'SummitSolid Government and Enterprise Edition',
  '线下签约销售，请联系销售经理。': 'Sold under an offline contract; please contact a sales manager.',
  'SummitLab 学期课程包': 'SummitLab Semester Course Pack',
  '按周计费，一个学期 16 周': 'Billed weekly, one 16-week semester',
  '面向一门实训课程，订阅时长固定为 16 周。': 'For one practical course; the subscription is fixed at 16 weeks.',
  'SummitLab 为高校与职业院校提供测绘地理信息实训环境，内置课程任务、教学数据与成绩评定，教师可统一下发任务并查看学生进度。':
    'SummitLab gives universities and vocational colleges a practical training environment for surveying and geographic information, with course tasks, teaching data and grading built in; teachers hand out tasks to the whole class and follow each student’s progress.',
  'SummitLab 标准版': 'SummitLab Standard',
  实训教学一站式平台: 'One platform for practical teaching',
  '包含课程管理、任务下发与成绩评定，按月计费。': 'Includes course management, task distribution and grading, billed monthly.',
  'SummitLab 试用版': 'SummitLab Trial',
  '包含两门示例课程，试用期一个月。': 'Includes two sample courses, for a one-month trial.',
  'SummitTerra 地形版': 'SummitTerra Terrain',
  即将上线: 'Coming soon',
  '数字高程模型编辑、等高线生成与地形分析，敬请期待。':
    'Digital elevation model editing, contour generation and terrain analysis: coming soon.',
  '基于 DEM/DSM 的地形处理软件，支持大范围地形数据的编辑、滤波、等高线生成与坡度坡向分析。':
    'Terrain processing software based on DEM/DSM: editing and filtering of large terrain datasets, contour generation, and slope and aspect analysis.',
  'SummitView 空间数据浏览器': 'SummitView Spatial Data Viewer',
  免费的空间数据浏览工具: 'A free spatial data viewer',
  '支持影像、矢量、点云与三维模型的浏览、量测和格式转换，永久免费。':
    'View, measure and convert imagery, vector data, point clouds and 3D models, free for good.',
  'SummitView 是一款免费的空间数据浏览器，可打开常见 GIS 与三维数据格式，提供量测、属性查询与截图导出功能。':
    'SummitView is a free spatial data viewer that opens the common GIS and 3D data formats, with measuring, attribute queries and screenshot export.',

  // feature tabs
  多源数据融合: 'Multi-source data fusion',
  '影像、点云、矢量同屏': 'Imagery, point clouds and vectors on one screen',
  '支持 TIFF、LAS/LAZ、SHP、DWG 等格式直接加载，自动统一坐标系，百 GB 级影像流畅漫游。':
    'Loads TIFF, LAS/LAZ, SHP, DWG and more directly, unifies coordinate systems automatically and pans smoothly through imagery of hundreds of gigabytes.',
  智能要素采集: 'Smart feature capture',
  '房屋、道路、水系半自动提取': 'Semi-automatic extraction of buildings, roads and water',
  '基于深度学习的轮廓识别，一键提取房屋与道路边线，采集效率较传统方式提升三倍以上。':
    'Deep-learning outline recognition extracts building and road edges in one click, capturing more than three times faster than by hand.',
  质量检查: 'Quality checks',
  拓扑与属性规则检查: 'Topology and attribute rule checks',
  '内置百余项检查规则，覆盖悬挂点、自相交、属性缺失等常见问题，检查结果可定位、可导出报告。':
    'More than a hundred built-in rules cover dangling nodes, self-intersections, missing attributes and other common problems; every finding can be located and exported as a report.',
  标准图式出图: 'Standard symbology output',
  '1:500 至 1:10000 地形图': 'Topographic maps from 1:500 to 1:10000',
  '内置国家基本比例尺地形图图式符号库，自动分幅、图廓整饰，批量输出 PDF 与 DWG。':
    'The national basic-scale topographic symbol library is built in, with automatic sheet division and map-frame finishing, and batch output to PDF and DWG.',
  屋顶自动提取: 'Automatic roof extraction',
  倾斜模型一键单体化: 'One-click building extraction from oblique models',
  '从倾斜摄影 OSGB 模型中自动识别屋顶结构，生成规则白模，复杂建筑支持交互修正。':
    'Recognises roof structures in oblique OSGB models automatically and produces clean untextured models; complex buildings can be corrected interactively.',
  立面纹理映射: 'Facade texture mapping',
  真实纹理自动贴图: 'Real textures applied automatically',
  '根据影像视角自动挑选最佳纹理，消除遮挡与拉花，成果可直接用于三维展示。':
    'Picks the best texture for each facade by viewing angle and removes occlusions and smearing; the results are ready for 3D display.',
  分层分户: 'Floors and units',
  不动产三维登记: '3D real-estate registration',
  '按楼层高度和户型图切分单体模型，挂接房屋属性，满足不动产登记与城市信息模型需要。':
    'Splits building models by floor height and floor plan and attaches property attributes, as real-estate registration and city information models require.',
  课程管理: 'Course management',
  '课程、班级、学生统一管理': 'Courses, classes and students in one place',
  '教师可创建课程与班级，批量导入学生名单，按课程下发实训任务与教学数据。':
    'Teachers create courses and classes, import student lists in bulk and hand out practical tasks and teaching data per course.',
  实训任务: 'Practical tasks',
  '数字测图、内业编辑全流程': 'Digital mapping and office editing from start to finish',
  '内置数字测图、地籍测量、三维建模等实训项目，学生在真实软件环境中完成作业。':
    'Built-in projects in digital mapping, cadastral surveying, 3D modelling and more; students do their work in the real software.',
  成绩评定: 'Grading',
  自动评分与过程记录: 'Automatic scoring with a record of the work',
  '按精度、完整性与规范性自动评分，保留操作过程记录，便于教师复核与讲评。':
    'Scores automatically on accuracy, completeness and conformity, and keeps a record of each step for teachers to review and discuss.',
  'DEM 编辑': 'DEM editing',
  '滤波、补洞与平滑': 'Filtering, hole filling and smoothing',
  '对点云生成的 DEM 进行滤波、空洞修补与平滑处理，保留地形特征线。':
    'Filters, fills holes in and smooths DEMs generated from point clouds while keeping terrain break lines.',
  等高线生成: 'Contour generation',
  自动注记与整饰: 'Automatic labelling and finishing',
  '按等高距自动生成首曲线、计曲线并注记高程，支持与地形图成果合并输出。':
    'Generates intermediate and index contours at the chosen interval and labels elevations; the result can be output together with the topographic map.',
  多格式浏览: 'Many formats',
  二三维数据一站查看: '2D and 3D data in one viewer',
  '支持 SHP、DWG、GeoTIFF、OSGB、LAS 等数十种格式，影像、矢量、点云、倾斜模型与 BIM 模型无需转换直接打开。':
    'Opens dozens of formats such as SHP, DWG, GeoTIFF, OSGB and LAS: imagery, vectors, point clouds, oblique models and BIM models open directly, without conversion.',
  三维场景: '3D scenes',
  '地形、模型与点云同屏': 'Terrain, models and point clouds together',
  '地形、倾斜模型与点云同屏叠加显示，流畅漫游大范围三维场景。':
    'Shows terrain, oblique models and point clouds overlaid on one screen and moves smoothly through large 3D scenes.',
  量测工具: 'Measuring tools',
  '距离、面积、高度': 'Distance, area, height',
  '在二维与三维场景中量测距离、面积、高度与体积，结果可复制与导出为表格。':
    'Measures distance, area, height and volume in 2D and 3D scenes; results can be copied or exported as a table.',
  格式转换: 'Format conversion',
  常用格式互转: 'Convert between common formats',
  '提供 SHP、DWG、KML、GeoJSON 等常用矢量与栅格格式之间的批量转换，支持坐标系转换。':
    'Batch conversion between common vector and raster formats such as SHP, DWG, KML and GeoJSON, including coordinate system transformation.',
  标注与截图: 'Annotation and screenshots',
  点线面标注与出图: 'Point, line and area annotation and output',
  '点线面标注、高清截图与简单专题出图。': 'Point, line and area annotation, high-resolution screenshots and simple thematic maps.',
  属性查询: 'Attribute queries',
  '查看、筛选与统计': 'View, filter and summarise',
  '要素属性查看、条件筛选与统计。': 'View feature attributes, filter by conditions and compute statistics.',
  国产化适配: 'Domestic platform support',
  '国产操作系统与 CPU': 'Chinese operating systems and CPUs',
  '适配银河麒麟、统信 UOS 等国产操作系统与飞腾、海光、兆芯等 CPU，满足信创环境使用要求。':
    'Runs on Chinese operating systems such as Kylin and UnionTech UOS and on Phytium, Hygon and Zhaoxin CPUs, meeting the requirements of domestic IT environments.',

  // detail sections
  产品详情: 'Product details',
  系统配置: 'System requirements',
  '操作系统：64 位 Windows XP / 7 / 10 / 11。': 'Operating system: 64-bit Windows XP / 7 / 10 / 11.',
  '处理器：Intel i5 或同等性能以上；内存：16 GB 及以上（处理点云与倾斜模型建议 32 GB）。':
    'Processor: Intel i5 or equivalent or better; memory: 16 GB or more (32 GB recommended for point clouds and oblique models).',
  '显卡：支持 OpenGL 4.3 的独立显卡，显存 4 GB 及以上。':
    'Graphics: a discrete graphics card supporting OpenGL 4.3 with 4 GB of video memory or more.',
  '硬盘：安装目录剩余空间 20 GB 以上，建议使用固态硬盘。':
    'Disk: more than 20 GB free in the installation folder; a solid-state drive is recommended.',
  '授权方式：一台电脑一个许可证，许可证与机器码绑定，生成后不可撤销或转移。':
    'Licensing: one licence per computer, bound to its machine code; once generated it cannot be revoked or transferred.',
  订阅说明: 'About subscriptions',
  '订阅按周、月、季或半年计费，价格 = 单价 × 时长 × 数量。数字许可证订阅一经支付不可取消或退款；支付完成后可在个人中心申请许可证并下载安装包。':
    'Subscriptions are billed by the week, month, quarter or half year; price = unit price × duration × quantity. A paid digital licence subscription cannot be cancelled or refunded; once paid, apply for the licence and download the installer in the personal centre.',

  // certificates
  国家高新技术企业证书: 'National High-Tech Enterprise Certificate',
  中关村高新技术企业证书: 'Zhongguancun High-Tech Enterprise Certificate',
  软件企业证书: 'Software Enterprise Certificate',
  软件产品证书: 'Software Product Certificate',
  'ISO 9001 质量管理体系认证': 'ISO 9001 Quality Management System Certification',
  'ISO 27001 信息安全管理体系认证': 'ISO 27001 Information Security Management System Certification',
  'CMMI 三级认证': 'CMMI Level 3 Certification',
  测绘资质证书: 'Surveying and Mapping Qualification Certificate',
  '发明专利：一种倾斜摄影单体化建模方法': 'Invention patent: a method for individual building modelling from oblique photography',
  '发明专利：点云地面点自适应滤波方法': 'Invention patent: an adaptive ground-point filtering method for point clouds',
  '发明专利：建筑屋顶结构自动识别方法': 'Invention patent: a method for automatically recognising building roof structures',
  '计算机软件著作权：SummitMap 智能地图生产平台': 'Software copyright: SummitMap Smart Map Production Platform',
  '计算机软件著作权：SummitSolid 单体建模系统': 'Software copyright: SummitSolid Building Modelling System',
  '计算机软件著作权：SummitLab 实训教学系统': 'Software copyright: SummitLab Practical Teaching System',
  '计算机软件著作权：SummitView 空间数据浏览器': 'Software copyright: SummitView Spatial Data Viewer',
  信息技术应用创新产品兼容性认证: 'IT Application Innovation Product Compatibility Certification',
  测绘科技进步奖: 'Surveying and Mapping Science and Technology Progress Award',

  // contact information
  '周一至周五 9:00-18:00': 'Monday to Friday, 9:00-18:00',
  '400-820-6688': '400-820-6688',
  '北京市海淀区中关村软件园二期 12 号楼 5 层': '5th floor, Building 12, Zhongguancun Software Park Phase II, Haidian District, Beijing',
  'sales@summit-geo.cn': 'sales@summit-geo.cn',

  // company news
  'SummitMap V3.2.0 正式发布': 'SummitMap V3.2.0 released',
  '新增道路边线自动提取与 DWG 2018 出图。': 'Adds automatic road-edge extraction and DWG 2018 output.',
  '<p>SummitMap V3.2.0 今日正式发布，新增道路边线自动提取功能，出图支持 DWG 2018 格式，并显著改善了大影像漫游的流畅度。已订阅用户可在软件支持页面下载更新。</p>':
    '<p>SummitMap V3.2.0 is released today. It adds automatic road-edge extraction, outputs maps in DWG 2018 format and pans through large imagery much more smoothly. Subscribers can download the update from the software support page.</p>',
  公司获评国家高新技术企业: 'The company is recognised as a National High-Tech Enterprise',
  '持续投入自主研发。': 'Continuing to invest in our own research and development.',
  '<p>公司通过国家高新技术企业认定。目前公司拥有 30 余项知识产权、7 项发明专利，研发人员占比超过 80%。</p>':
    '<p>The company has been certified as a National High-Tech Enterprise. It holds more than 30 intellectual property rights and 7 invention patents, and more than 80% of its staff work in research and development.</p>',
  'SummitLab 进入 20 余所院校实训课堂': 'SummitLab is used in practical classes at more than 20 colleges',
  '产教融合，服务测绘人才培养。': 'Industry and education together, training surveying professionals.',
  '<p>SummitLab 实训教学系统已在 20 余所高校与职业院校投入使用，覆盖数字测图、地籍测量与三维建模等课程。</p>':
    '<p>The SummitLab practical teaching system is in use at more than 20 universities and vocational colleges, in courses on digital mapping, cadastral surveying, 3D modelling and more.</p>',
  春节假期客服安排: 'Customer service over the Spring Festival holiday',
  '假期在线客服正常值守。': 'Online customer service stays open over the holiday.',
  '<p>春节假期期间，在线客服与企业微信正常值守，电话客服暂停服务，节后第一个工作日恢复。</p>':
    '<p>Over the Spring Festival holiday, online customer service and WeCom stay open; telephone support pauses and resumes on the first working day after the holiday.</p>',

  // support modules
  注册与登录: 'Registration and sign-in',
  '手机号登录、微信扫码登录与账号绑定': 'Signing in by phone number or WeChat QR code, and linking accounts',
  订单与支付: 'Orders and payment',
  '下单、支付、订单查询': 'Placing, paying for and finding orders',
  发票与合同: 'Invoices and contracts',
  '发票申请、重开与下载': 'Requesting, re-issuing and downloading invoices',
  许可证管理: 'Licence management',
  '机器码、许可证生成与下载': 'Machine codes, generating and downloading licences',
  'SummitMap 使用技巧': 'SummitMap tips',
  地图生产平台的操作技巧: 'Working tips for the map production platform',
  'SummitSolid 建模指南': 'SummitSolid modelling guide',
  单体建模流程与参数: 'The building modelling workflow and its parameters',
  'SummitLab 教学应用': 'Teaching with SummitLab',
  实训课程的组织与评分: 'Organising and grading practical courses',
  常见错误排查: 'Troubleshooting common errors',
  '安装、授权与运行问题': 'Installation, licensing and runtime problems',

  // support articles
  如何使用手机号登录: 'How to sign in with your phone number',
  '输入手机号和短信验证码即可登录，首次登录自动注册。':
    'Enter your phone number and the SMS verification code to sign in; the first sign-in registers you automatically.',
  '<p>在登录页选择“手机号登录”，输入 11 位手机号后点击“获取验证码”。</p><p>验证码 60 秒内有效，收到短信后填写验证码并点击登录。首次登录的手机号会自动创建账号。</p>':
    '<p>On the sign-in page choose “Phone number sign-in”, enter your 11-digit phone number and click “Get code”.</p><p>The code is valid for 60 seconds: enter it once the text message arrives and click Sign in. A phone number signing in for the first time gets an account automatically.</p>',
  微信扫码登录与手机号绑定: 'Signing in with WeChat and linking your phone number',
  '首次扫码需要绑定手机号。': 'The first scan asks you to link a phone number.',
  '<p>在登录页切换到“扫码登录”，使用微信扫描二维码。</p><p>首次扫码登录需要绑定手机号，绑定后下次扫码即可直接登录。</p>':
    '<p>On the sign-in page switch to “QR code sign-in” and scan the code with WeChat.</p><p>The first time you sign in this way you link a phone number; after that, scanning signs you in directly.</p>',
  订阅下单流程: 'How to order a subscription',
  '选择产品、时长与数量后完成支付。': 'Choose the product, duration and quantity, then pay.',
  '<p>在“按需订阅”页面选择产品，设置订阅单位（周、月、季、半年）、时长与软件数量。</p><p>填写联系人信息与发票信息，勾选并阅读用户协议后提交订单，使用微信扫码完成支付。二维码 15 分钟内有效。</p>':
    '<p>On the “Subscribe” page choose a product and set the subscription unit (week, month, quarter, half year), the duration and the number of copies.</p><p>Fill in the contact and invoice details, read and accept the user agreement, submit the order and pay by scanning the QR code with WeChat. The QR code is valid for 15 minutes.</p>',
  支付未完成怎么办: 'What if a payment was not completed?',
  '待支付订单可以继续支付。': 'An order awaiting payment can still be paid.',
  '<p>如果支付页面被关闭，可以在“个人中心 - 订单管理 - 待支付”中找到订单。</p><p>若已扣款但订单仍显示未支付，请联系客服并提供订单号。</p>':
    '<p>If the payment page was closed, find the order under “Personal centre - Order management - Awaiting payment”.</p><p>If you were charged but the order still shows as unpaid, contact customer service with the order number.</p>',
  发票申请与重开: 'Requesting and re-issuing invoices',
  '支付后申请发票，已开具的发票可以申请重开。': 'Request an invoice after paying; an issued invoice can be re-issued on request.',
  '<p>在“个人中心 - 发票管理”中选择订单并填写开票信息，提交后进入审批。</p><p>发票开具后可以下载电子发票；如信息有误，可对已开具的发票申请重开。</p>':
    '<p>Under “Personal centre - Invoice management” choose the order and fill in the invoice details; once submitted, the request goes to approval.</p><p>When the invoice is issued you can download the electronic invoice; if any detail is wrong, request a re-issue of the issued invoice.</p>',
  生成许可证的步骤: 'Steps to generate a licence',
  '输入机器码，勾选产品后生成许可证。': 'Enter the machine code, tick the products and generate the licence.',
  '<p>打开“个人中心 - 许可证申请”，点击“创建许可证”，输入运行软件的电脑的机器码。</p><p>勾选需要授权的产品并确认。许可证生成后不可撤销或转移，请确认机器码无误。</p>':
    '<p>Open “Personal centre - Licence applications”, click “Create licence” and enter the machine code of the computer that runs the software.</p><p>Tick the products to license and confirm. A generated licence cannot be revoked or transferred, so check the machine code carefully.</p>',
  点云数据快速分类: 'Classifying point clouds quickly',
  '利用地面点滤波提高采集效率。': 'Use ground-point filtering to capture faster.',
  '<p>加载 LAS 点云后，先执行“地面点滤波”，再按高程分层显示，房屋与植被的边界会更清晰。</p><p>分类结果可以作为要素采集的参考图层，也可以导出为 DEM。</p>':
    '<p>After loading a LAS point cloud, run “Ground-point filtering” first and then display it in elevation layers: the edges of buildings and vegetation become much clearer.</p><p>The classification can serve as a reference layer for feature capture or be exported as a DEM.</p>',
  批量分幅出图: 'Batch output by map sheet',
  '按图幅号自动输出地形图。': 'Output topographic maps by sheet number automatically.',
  '<p>在“出图”菜单中选择分幅方式与比例尺，系统按标准图幅自动裁切并整饰图廓。</p><p>批量输出支持 PDF 与 DWG 两种格式，可在任务列表中查看进度。</p>':
    '<p>In the “Output” menu choose the sheet layout and scale; the system cuts the standard sheets and finishes their frames automatically.</p><p>Batch output supports PDF and DWG; follow its progress in the task list.</p>',
  倾斜模型的单体化参数: 'Building extraction parameters for oblique models',
  '屋顶提取的关键参数说明。': 'The key parameters of roof extraction explained.',
  '<p>“最小建筑面积”用于过滤附属设施，城区项目建议设置为 20 平方米。</p><p>“屋顶平滑度”越高，生成的屋顶面越规则，但细小结构可能被忽略。</p>':
    '<p>“Minimum building area” filters out ancillary structures; for urban projects 20 square metres is recommended.</p><p>The higher the “Roof smoothness”, the more regular the generated roof surfaces, though small structures may be lost.</p>',
  如何组织一次实训课程: 'How to run a practical course',
  '从建课到评分的完整流程。': 'The whole process, from creating the course to grading.',
  '<p>教师创建课程与班级，导入学生名单后选择实训项目并下发教学数据。</p><p>学生完成任务提交成果，系统自动评分，教师可以复核并导出成绩单。</p>':
    '<p>The teacher creates the course and class, imports the student list, then chooses a practical project and hands out the teaching data.</p><p>Students complete the task and submit their results, the system scores them automatically, and the teacher can review the scores and export a transcript.</p>',
  '启动时提示“许可证无效”': '“Invalid licence” at start-up',
  '检查机器码与许可证是否匹配。': 'Check that the machine code and the licence match.',
  '<p>请确认许可证文件是在当前电脑的机器码下生成的，并已放入软件安装目录的 license 文件夹。</p><p>更换硬件（主板、硬盘）可能导致机器码变化，此时请联系客服。</p>':
    '<p>Make sure the licence file was generated for this computer’s machine code and placed in the license folder of the installation directory.</p><p>Replacing hardware (motherboard, disk) can change the machine code; if so, please contact customer service.</p>',
  安装时缺少运行库: 'A runtime library is missing during installation',
  '安装环境包后重试。': 'Install the runtime package and try again.',
  '<p>如果安装时提示缺少 VC++ 运行库或 .NET 组件，请先下载并安装“运行环境包”。</p><p>安装完成后重启电脑再运行安装程序。</p>':
    '<p>If the installer reports a missing VC++ runtime or .NET component, download and install the “Runtime package” first.</p><p>Then restart the computer and run the installer again.</p>',

  // teaching videos
  'SummitMap 入门：界面与数据加载': 'Getting started with SummitMap: the interface and loading data',
  'SummitMap 房屋半自动采集': 'SummitMap: semi-automatic building capture',
  'SummitMap 质量检查与出图': 'SummitMap: quality checks and map output',
  'SummitSolid 倾斜模型单体化': 'SummitSolid: extracting buildings from oblique models',
  'SummitSolid 纹理映射技巧': 'SummitSolid: texture mapping tips',
  'SummitLab 创建课程与下发任务': 'SummitLab: creating a course and handing out tasks',
  'SummitLab 学生端操作演示': 'SummitLab: the student view in action',
  'SummitView 三维量测': 'SummitView: measuring in 3D',

  // value-add software
  坐标转换工具: 'Coordinate conversion tool',
  '支持 CGCS2000、西安 80、北京 54 与地方坐标系之间的七参数、四参数转换。':
    'Seven- and four-parameter transformations between CGCS2000, Xi’an 80, Beijing 54 and local coordinate systems.',
  点云抽稀工具: 'Point cloud thinning tool',
  '按距离或密度对 LAS 点云抽稀，大幅减小数据量。': 'Thins LAS point clouds by distance or density, greatly reducing the data volume.',
  图幅号计算器: 'Map sheet number calculator',
  '根据经纬度或平面坐标计算标准图幅号。': 'Computes the standard map sheet number from latitude and longitude or plane coordinates.',
  'CAD 图层批量整理': 'CAD layer batch tidy-up',
  '按地形图图式批量整理 DWG 图层、颜色与线型。': 'Tidies DWG layers, colours and line types in bulk to the topographic map symbology.',
  地形图符号库扩展包: 'Topographic symbol library extension',
  '补充行业专题图符号，适用于电力、管线专题图。': 'Adds industry symbols for thematic maps of power lines and pipelines.',
  纹理素材库: 'Texture library',
  '常见建筑立面纹理素材，用于单体模型补贴纹理。': 'Common building facade textures for filling in textures on building models.',
  实训课程模板: 'Practical course templates',
  '数字测图、地籍测量等 6 门课程的任务模板与评分标准。':
    'Task templates and grading criteria for 6 courses, including digital mapping and cadastral surveying.',

  // software update notes
  SummitMap: 'SummitMap',
  '新增道路边线自动提取；出图支持 DWG 2018 格式；修复大影像漫游卡顿。':
    'Adds automatic road-edge extraction; map output supports DWG 2018; fixes stutter when panning large imagery.',
  '质量检查新增 12 项属性规则；优化点云加载速度 30%。': 'Quality checks gain 12 attribute rules; point clouds load 30% faster.',
  SummitSolid: 'SummitSolid',
  '修复部分 OSGB 模型纹理错位问题。': 'Fixes misaligned textures on some OSGB models.',
  '新增分层分户功能；屋顶提取支持坡屋顶。': 'Adds floor-and-unit division; roof extraction supports pitched roofs.',
  SummitLab: 'SummitLab',
  '新增成绩导出与过程回放；支持批量导入学生名单。': 'Adds grade export and work replay; student lists can be imported in bulk.',
  SummitView: 'SummitView',
  '新增国产操作系统版本；支持 GeoJSON 导出。': 'Adds a version for Chinese operating systems; supports GeoJSON export.',

  // FAQ (problems), migration 0015
  '如何获取软件的机器码？': 'How do I get the software’s machine code?',
  '安装软件后打开“帮助 - 许可证管理”，点击“复制机器码”即可。机器码必须来自实际运行软件的电脑。':
    'After installing the software, open “Help - Licence management” and click “Copy machine code”. The machine code must come from the computer that actually runs the software.',
  '许可证可以转移到另一台电脑吗？': 'Can a licence be moved to another computer?',
  '不可以。许可证与机器码一一绑定，生成后不可撤销或转移。更换电脑前请联系客服评估处理方案。':
    'No. A licence is bound to one machine code and cannot be revoked or transferred once generated. Before changing computers, please contact customer service to work out a solution.',
  '订阅到期后数据会丢失吗？': 'Do I lose my data when the subscription ends?',
  '不会。到期后软件无法编辑，但已生产的成果文件保存在您的电脑上，续订后即可继续使用。':
    'No. After it ends the software can no longer edit, but the files you produced stay on your computer, and you can carry on once you renew.',
  '支持哪些操作系统？': 'Which operating systems are supported?',
  '支持 64 位 Windows XP / 7 / 10 / 11，暂不支持 32 位系统与 macOS。':
    '64-bit Windows XP / 7 / 10 / 11. 32-bit systems and macOS are not supported yet.',
  '支付完成后多久可以使用？': 'How soon after paying can I use the software?',
  '支付成功后订单立即生效，您可以在“个人中心 - 许可证申请”中输入机器码生成许可证。':
    'The order takes effect as soon as the payment succeeds: enter your machine code in “Personal centre - Licence applications” to generate the licence.',
  '如何申请发票？': 'How do I request an invoice?',
  '下单时选择发票类型并填写纳税人识别号，支付成功后系统自动提交开票申请；也可以在“个人中心 - 发票管理”中申请。':
    'Choose the invoice type and enter the taxpayer ID when ordering, and the request is submitted automatically once the payment succeeds; you can also request one in “Personal centre - Invoice management”.',
  '订单可以取消或退款吗？': 'Can an order be cancelled or refunded?',
  '数字许可证订阅属于虚拟商品，支付后不支持取消或退款，请在下单前确认产品与时长。':
    'Digital licence subscriptions are virtual goods and cannot be cancelled or refunded once paid; please check the product and the duration before ordering.',
  '试用版到期后还能再次申请吗？': 'Can I apply for the trial again when it ends?',
  '可以。试用期为一个月，到期后可以再次申请试用。': 'Yes. A trial lasts one month, and you can apply for another when it ends.',
  '分销商邀请码怎么使用？': 'How do I use a reseller invitation code?',
  '在下单页面填写分销商提供的邀请码，匹配成功后适用商品按分销折扣计价。':
    'Enter the invitation code your reseller gave you on the order page; once it matches, the eligible products are priced at the reseller discount.',
  '加密锁版本需要申请许可证吗？': 'Does the dongle edition need a licence?',
  '不需要。加密锁版本随订单寄送 USB 加密锁，插入电脑即可使用，不参与在线许可证申请。':
    'No. The dongle edition ships a USB dongle with the order: plug it into the computer and use the software; it is not part of the online licence application.',

  // software downloads and install videos (downloads), migration 0015
  'SummitMap V3.2.0 安装包（64 位）': 'SummitMap V3.2.0 installer (64-bit)',
  'SummitMap 运行环境包（VC++ 运行库、.NET 组件）': 'SummitMap runtime package (VC++ runtime, .NET components)',
  'SummitSolid V2.5.1 安装包（64 位）': 'SummitSolid V2.5.1 installer (64-bit)',
  'SummitLab V1.8.0 安装包（教师端与学生端）': 'SummitLab V1.8.0 installer (teacher and student editions)',
  'SummitLab 教学数据（示例课程与实训数据）': 'SummitLab teaching data (sample courses and practical training data)',
  'SummitView Windows X86 版': 'SummitView for Windows X86',
  'SummitView 国产版：银河麒麟 + 飞腾（ARM64）': 'SummitView domestic edition: Kylin + Phytium (ARM64)',
  'SummitView 国产版：统信 UOS + 海光/兆芯（X86_64）': 'SummitView domestic edition: UOS + Hygon/Zhaoxin (X86_64)',
  'SummitView 操作视频': 'SummitView how-to video',
  'SummitMap 安装与授权演示': 'SummitMap installation and licensing walkthrough',
  从下载安装包到导入许可证的完整步骤: 'Every step from downloading the installer to importing the licence',
  'SummitSolid 安装与授权演示': 'SummitSolid installation and licensing walkthrough',
  '安装 SummitSolid 并获取机器码': 'Installing SummitSolid and getting the machine code',
  'SummitLab 安装与授权演示': 'SummitLab installation and licensing walkthrough',
  教师端与学生端的安装说明: 'Installing the teacher and student editions',

  // trial versions, migration 0015
  '新用户免费试用一个月，要素数量上限 20 个。': 'One month free for new users, up to 20 features.',
  '新用户免费试用一个月，单体模型数量上限 200 个。': 'One month free for new users, up to 200 building models.',
  '包含两门示例课程，免费试用一个月。': 'Two sample courses included, free for one month.',

  // documents, migration 0015
  'SummitMap 用户手册': 'SummitMap user manual',
  '完整功能说明与操作步骤，共 12 章。': 'Every feature and how to use it, in 12 chapters.',
  'SummitMap 快速入门': 'SummitMap quick start',
  '30 分钟完成第一幅地形图。': 'Your first topographic map in 30 minutes.',
  'SummitSolid 用户手册': 'SummitSolid user manual',
  '单体建模流程、参数说明与常见问题。': 'The building modelling workflow, its parameters and common questions.',
  'SummitLab 教师指南': 'SummitLab teacher’s guide',
  '课程组织、任务下发与评分。': 'Organising courses, assigning tasks and grading.',
  许可证申请说明: 'Applying for a licence',
  '机器码获取、许可证生成与导入。': 'Getting the machine code, generating the licence and importing it.',

  // forum modules and reseller levels, migration 0017
  综合讨论: 'General discussion',
  '软件使用、行业交流': 'Using the software, and the trade',
  'SummitMap 交流': 'SummitMap discussion',
  地图生产平台问答: 'Questions on the map production platform',
  'SummitSolid 交流': 'SummitSolid discussion',
  单体建模问答: 'Questions on building modelling',
  建议反馈: 'Suggestions and feedback',
  功能建议与问题反馈: 'Feature suggestions and problem reports',
  一级分销商: 'Level 1 reseller',
  二级分销商: 'Level 2 reseller',
  三级分销商: 'Level 3 reseller',
}

import type { Messages } from './zh-CN'
import { enVideoPlayer } from './en-video-player'
import { enSearchNews } from './en-search-news'
import { enSupport } from './en-support'
import { enContact } from './en-contact'

export const enStorefront: Messages['storefront'] = {
  carousel: {
    label: 'Home carousel',
    prev: 'Previous',
    next: 'Next',
    goTo: 'Slide {{index}}',
    brandTitle: 'Professional GIS and 3D modelling software',
    brandText: 'Subscribe by the week, month, quarter or half year and start working right away',
    SummitMapTitle: 'Intelligent map production platform',
    SummitMapText: 'Data capture, editing, quality checks and standard map output in one place',
    SummitLabTitle: 'Practical training system',
    SummitLabText: 'An all-in-one surveying training platform for schools and companies',
    SummitTerraTitle: 'Terrain product',
    SummitTerraText: 'DEM editing and contour generation, coming soon',
    SummitViewTitle: 'Free spatial data viewer',
    SummitViewText: 'View, measure and convert many formats, free forever',
    action: 'Learn more',
  },
  tiles: {
    title: 'Typical applications',
    surveying: 'Surveying and mapping',
    surveyingText:
      'Large-scale topographic mapping, property and cadastral surveys with one-click map output, for faster field and office work.',
    construction: 'Urban construction',
    constructionText: 'Building models from oblique photography for urban planning, digital twins and project management.',
    power: 'Power and energy',
    powerText: '3D models and terrain analysis of transmission corridors for route design and inspection.',
    pipeline: 'Pipelines',
    pipelineText: 'Loading, checking and mapping underground pipeline survey data for safe network operation.',
    education: 'Education and training',
    educationText: 'Courses, training tasks and grading in one system for practical surveying education.',
  },
  about: {
    title: 'About us',
    introTitle: 'Introduction',
    intro1:
      'Summit Software (Beijing Fengtu Technology Co., Ltd.) is a national high-tech enterprise developing GIS and 3D modelling software, making surveying production faster through automation.',
    intro2:
      'Our products cover intelligent map production, building modelling, practical training and terrain processing, serving surveying institutes, engineering firms, power and pipeline companies and more than a hundred universities.',
    intro3:
      'We develop our own technology: over 30 intellectual property items, several invention patents, and more than 80% of our staff in R&D.',
    cultureTitle: 'Culture',
    vision: 'Vision',
    visionText: 'To be the most trusted software partner for intelligent geospatial production',
    philosophy: 'Philosophy',
    philosophyText: 'Users at the centre, technology at the root, quality as our life',
    mission: 'Mission',
    missionText: 'Make spatial data production simpler and more efficient',
    values: 'Core values',
    valuesText: 'Integrity, innovation, collaboration, responsibility',
    qualificationsTitle: 'Qualifications and honours',
    certPrev: 'Previous page',
    certNext: 'Next page',
    certPage: 'Page {{page}} of {{total}}',
    certEmpty: 'No certificates yet',
    previewTitle: 'Certificate preview',
    mapTitle: 'Company map',
    mapAlt: 'Map of the company location',
  },
  support: enSupport,
  products: {
    switcher: 'Product type',
    introTitle: 'Product introduction',
    videoTitle: 'Product video',
    featuresTitle: 'Features',
    noFeatures: 'No feature description yet',
    buy: 'On-demand subscription',
    freeTrial: 'Free trial',
    SummitMapSlogan: 'Intelligent map production platform',
    SummitMapIntro:
      'SummitMap fuses multi-source data and offers intelligent feature capture, topology and attribute checks and standard map output, covering the whole production of large-scale topographic, property and cadastral maps.',
    SummitSolidSlogan: 'Building modelling system',
    SummitSolidIntro:
      'SummitSolid uses oblique photography and point clouds to extract roof outlines, map facade textures and split floors and units, building detailed models ready for management and analysis.',
    SummitLabSlogan: 'Practical training system',
    SummitLabIntro:
      'SummitLab brings course management, training task distribution and grading together for schools and corporate training, making practical surveying teaching traceable.',
    introListTitle: 'Product overview',
    introListText: 'Discover the whole Summit range and choose the software that fits your work.',
    SummitTerraSlogan: 'Terrain product',
    SummitTerraIntro: 'SummitTerra provides DEM editing and contour generation for terrain data production. Coming soon.',
    SummitViewSlogan: 'Spatial data viewer',
    SummitViewIntro: 'SummitView is a free spatial data viewer for viewing, measuring and converting many formats.',
    learnMore: 'Learn more',
  },
  videoPlayer: enVideoPlayer,
  searchNews: enSearchNews,
  contact: enContact,
}

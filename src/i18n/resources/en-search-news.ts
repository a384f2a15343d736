// Site search, its empty page and the company news on /FlashNote (issue 17), English.
import type { zhCNSearchNews } from './zh-CN-search-news'
import type { DeepStrings } from './zh-CN'

export const enSearchNews: DeepStrings<typeof zhCNSearchNews> = {
  box: { label: 'Site search', placeholder: 'Search products, articles', submit: 'Search' },
  results: {
    title: 'Search results',
    heading: 'Results for “{{q}}”',
    loading: 'Searching…',
    failed: 'The search failed, please try again later',
    summary_one: '{{count}} result found',
    summary_other: '{{count}} results found',
    enterTerm: 'Enter what you are looking for',
    group: '{{label}} ({{count}})',
    product: 'Products',
    knowledge: 'Knowledge base',
    support: 'Account support',
    none: 'Nothing matches “{{q}}”',
  },
  news: {
    title: 'Latest news',
    intro: 'Company news, product releases and service notices',
    loading: 'Loading the news…',
    failed: 'The news could not be loaded',
    empty: 'No news yet',
    notFound: 'This news entry does not exist or was withdrawn',
    back: 'Back to the news',
    newTab: '(opens in a new tab)',
    published: 'Published {{date}}',
  },
}

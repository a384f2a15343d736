import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { FileRoutesByFullPath } from '../../src/routeTree.gen'

// Every path named in storefront.md and portal.md section 2. The type annotation makes tsc fail when a path
// is not a registered route; the test below checks the committed route tree too.
const SPEC_PATHS = [
  '/',
  '/Home',
  '/AboutUs',
  '/login',
  '/loginRetailer',
  '/logincopy',
  '/paystep',
  '/Buy',
  '/BuyMenu',
  '/cart',
  '/AllProducts',
  '/FreeSoft',
  '/products/guochan-download',
  '/feedback',
  '/Productsintro',
  '/Service',
  '/Communicate',
  '/addQuestionDetail',
  '/AddForumPost',
  '/ContactUs',
  '/Retailer',
  '/PersonalCenter',
  '/SoftwareSupportDetail',
  '/SoftwareSupport',
  '/AccountSupportDetail',
  '/AccountSupportContent',
  '/AccountSupport',
  '/404',
  '/NetworkAnomaly',
  '/NotOpen',
  '/SearchNone',
  '/Search',
  '/FlashNote',
  '/user/orderManagement',
  '/apply',
  '/applylistm',
  '/create',
  '/applyTrial',
  '/ApplyList',
  '/ApplyHome',
] as const satisfies readonly (keyof FileRoutesByFullPath)[]

describe('route table', () => {
  const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
  const fullPaths = tree.slice(tree.indexOf('interface FileRoutesByFullPath'), tree.indexOf('interface FileRoutesByTo'))

  it.each(SPEC_PATHS)('registers %s', (path) => {
    expect(fullPaths).toContain(`'${path}':`)
  })
})

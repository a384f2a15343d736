// Reseller (retailer) invitation code messages (storefront.md §5): the server answers them, the client shows them.

/** A code that matches no reseller: shown for RETAILER_MISMATCH_MESSAGE_MS (domain/limits.ts). */
export const RETAILER_MISMATCH_MSG = '分销商信息匹配失败'
/** Without a matching code the reseller count is 1. */
export const RETAILER_COUNT_WITHOUT_CODE_MSG = '未填写分销商邀请码时分销商数量只能为1'

// Software updates and the documents section are for VIP customers: userLeval 2 or vippermission 1 (portal.md §6).
// The server refuses others; the pages hide the sections by the same rule.
export const VIP_USER_LEVEL = 2

export function hasVipAccess(customer: { userleval?: number | null; vippermission?: number | null }): boolean {
  return customer.userleval === VIP_USER_LEVEL || customer.vippermission === 1
}

// The checkout's browser storage: one key family, checkout.*. Kept apart so that the app shell can look for a
// persisted cart handoff without loading the checkout code.

/** What is being bought from a product page (storefront.md §3 'Purchase data'), and whose choice it is. */
export const CHECKOUT_CHOICE_KEY = 'checkout.choice'
/** The cart's handoff to the wizard ({source: 'cart', items}), until the order exists. */
export const CHECKOUT_CART_KEY = 'checkout.cart'
/** The wizard's persisted snapshot (machines/checkout.ts with its children), whose it is and its format version. */
export const CHECKOUT_WIZARD_KEY = 'checkout.wizard'

// docs/product.md §9: page sizes.
export const PROMOTIONS_PAGE_SIZE = 10
export const COMMITMENTS_PAGE_SIZE = 12
export const WINNERS_STEP = 20

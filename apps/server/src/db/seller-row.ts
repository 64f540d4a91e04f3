/**
 * A seller's row as the statements about its child rows name it: by its seller as well as its
 * id, so a child row is written with its seller and a read names the shard it needs
 * (docs/scaling.md). Any row with both columns is one (a charge, a withdrawal, a product…).
 */
export type SellerRow = { id: string; sellerId: string };

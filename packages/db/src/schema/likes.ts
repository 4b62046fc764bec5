/** A visitor liked an item; the visitor key is a hash of the visitor's crumb cookie, never the cookie. */
export interface ItemLikesTable {
  website_id: string;
  item_id: string;
  visitor_key: string;
  created_at: number;
}

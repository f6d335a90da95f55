/** One entry of a navigation table (the header's links, a footer column, a page's sub-navigation). */
export interface NavItem {
  /** Root-relative URL, given as is to the link component: `/destinations`, `/#live-prices`. */
  href: string;
  label: string;
}

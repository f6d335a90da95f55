import { Link, type RegisteredRouter } from '@tanstack/react-router';
import type { LinkComponentProps } from '@farewise/ui';

/** The path of a root-relative href, without its query or hash. */
const pathOf = (href: string) => href.split(/[?#]/, 1)[0];

/**
 * The app's `FarewiseProvider linkComponent`: every link of `@farewise/ui` becomes a TanStack Router link
 * (client-side navigation, the query parsed by the router). A link to the current page gets
 * `aria-current="page"` (spec 01 §2: the header highlights it): home only on an exact match, any other path
 * also on the pages below it.
 */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  // A destination typed as any string: the router parses `href` (path, query, hash) instead of `to`.
  return (
    <Link<RegisteredRouter, string, string>
      href={href}
      activeOptions={{ exact: pathOf(href) === '/' }}
      activeProps={{ 'aria-current': 'page' }}
      {...props}
    />
  );
}

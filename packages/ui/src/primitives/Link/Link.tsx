import { createContext, createElement, useContext, type ComponentPropsWithRef, type ComponentType } from 'react';

/**
 * What a link component receives: an anchor's props, with `href` required. `href` is a root-relative URL with
 * its query and hash, as the library builds it (`/destination/lisbon`, `/?origin=JFK&destination=Paris`,
 * `/#live-prices`); `ref` is the anchor's, so `Button asChild` and menus can focus it.
 */
export type LinkComponentProps = ComponentPropsWithRef<'a'> & { href: string };

/**
 * Renders every link of the library. Give one to `FarewiseProvider linkComponent` to route links through your
 * router (and mark the current page with `aria-current="page"`); without one, links are plain `<a>` elements.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainLink({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

/** The link component in force: `FarewiseProvider` sets it; a plain `<a>` when none was given. */
export const LinkComponentContext = createContext<LinkComponent>(PlainLink);

/**
 * A link through the `linkComponent` of the nearest `FarewiseProvider` (a plain `<a>` without one). Every
 * navigation of the library's components goes through it, so they work with any router or none.
 */
export function Link(props: LinkComponentProps) {
  // The component comes from context, the same one on every render; not one made during render.
  return createElement(useContext(LinkComponentContext), props);
}

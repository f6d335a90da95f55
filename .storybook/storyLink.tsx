import { createContext, useContext } from 'react';
import { action } from 'storybook/actions';
import type { LinkComponentProps } from '@farewise/ui';

/** The path a story is on (`parameters.route`), for marking the current page's links. */
export const StoryRoute = createContext('/');

const navigate = action('navigate');

/**
 * The stories' link component: a plain `<a>` whose clicks stay in the story (logged as a "navigate" action), and
 * which, as a router's link would, marks a link to the story's route with `aria-current="page"`.
 */
export function StoryLink({ href, onClick, children, ...props }: LinkComponentProps) {
  const current = href.split(/[?#]/, 1)[0] === useContext(StoryRoute);
  return (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    >
      {children}
    </a>
  );
}

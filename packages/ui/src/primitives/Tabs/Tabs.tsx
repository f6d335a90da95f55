import { forwardRef, useImperativeHandle, type ComponentPropsWithoutRef } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { useScrollEdges } from '../useScrollEdges';
import { list, panel, tab } from './Tabs.css';

const join = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(' ');

/** A named interface so that declarations do not inline Radix's internal types. */
export interface TabsProps extends ComponentPropsWithoutRef<typeof RadixTabs.Root> {}

/** The tabs root (Radix Tabs): arrow keys move between tabs, Home/End jump to the ends. */
export function Tabs(props: TabsProps) {
  return <RadixTabs.Root {...props} />;
}

/**
 * The row of tabs; give it an `aria-label`. When the tabs do not fit (a phone), the row scrolls sideways and fades
 * out at an edge with more tabs past it.
 */
export const TabList = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof RadixTabs.List>>(function TabList(
  { className, ...rest },
  forwarded,
) {
  const { ref, moreAtStart, moreAtEnd } = useScrollEdges<HTMLDivElement>();
  useImperativeHandle(forwarded, () => ref.current as HTMLDivElement);
  return (
    <RadixTabs.List
      ref={ref}
      className={join(list, className)}
      data-more-start={moreAtStart || undefined}
      data-more-end={moreAtEnd || undefined}
      {...rest}
    />
  );
});

/** One tab; `value` ties it to its panel. */
export const Tab = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof RadixTabs.Trigger>>(function Tab(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Trigger ref={ref} className={join(tab, className)} {...rest} />;
});

/** The panel of the tab with the same `value`. */
export const TabPanel = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof RadixTabs.Content>>(
  function TabPanel({ className, ...rest }, ref) {
    return <RadixTabs.Content ref={ref} className={join(panel, className)} {...rest} />;
  },
);

import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { list, panel, tab } from './Tabs.css';

const join = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(' ');

/** A named interface so that declarations do not inline Radix's internal types. */
export interface TabsProps extends ComponentPropsWithoutRef<typeof RadixTabs.Root> {}

/** The tabs root (Radix Tabs): arrow keys move between tabs, Home/End jump to the ends. */
export function Tabs(props: TabsProps) {
  return <RadixTabs.Root {...props} />;
}

/** The row of tabs; give it an `aria-label`. */
export const TabList = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof RadixTabs.List>>(function TabList(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.List ref={ref} className={join(list, className)} {...rest} />;
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

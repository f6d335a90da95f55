import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { list, panel, tab } from './Tabs.css';

const join = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(' ');

/** The tabs root (Radix Tabs): arrow keys move between tabs, Home/End jump to the ends. */
export const Tabs = RadixTabs.Root;

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
export const TabPanel = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof RadixTabs.Content>>(function TabPanel(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Content ref={ref} className={join(panel, className)} {...rest} />;
});

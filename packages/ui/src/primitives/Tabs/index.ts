export { Tabs, TabList, Tab, TabPanel, type TabsProps } from './Tabs';
